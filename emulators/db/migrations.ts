// Versioned schema. A released migration is never edited: a later change appends a new one, so
// data directories created by older versions upgrade in place when they are opened.
import type {PGlite} from '@electric-sql/pglite';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      -- Catalogue documents: read whole, looked up by id or handle; position keeps the seed's order.
      CREATE TABLE shop (
        id text PRIMARY KEY,
        doc jsonb NOT NULL
      );
      CREATE TABLE products (
        id text PRIMARY KEY,
        handle text NOT NULL UNIQUE,
        position integer NOT NULL,
        doc jsonb NOT NULL
      );
      CREATE TABLE collections (
        id text PRIMARY KEY,
        handle text NOT NULL UNIQUE,
        position integer NOT NULL,
        doc jsonb NOT NULL
      );
      CREATE TABLE pages (
        id text PRIMARY KEY,
        handle text NOT NULL UNIQUE,
        position integer NOT NULL,
        doc jsonb NOT NULL
      );
      -- Shopify metaobject handles are unique per type only.
      CREATE TABLE metaobjects (
        id text PRIMARY KEY,
        type text NOT NULL,
        handle text NOT NULL,
        position integer NOT NULL,
        doc jsonb NOT NULL,
        UNIQUE (type, handle)
      );

      -- Typed so a million stones stay compact and stream cheaply; n is the stone's index in the
      -- seed stream, which fixes its ids.
      CREATE TABLE diamonds (
        n integer PRIMARY KEY,
        object_id text NOT NULL,
        stock_number text NOT NULL UNIQUE,
        cert_number text NOT NULL,
        product_id text NOT NULL,
        variant_id text NOT NULL UNIQUE,
        handle text NOT NULL UNIQUE,
        type text NOT NULL,
        shape text NOT NULL,
        carat double precision NOT NULL,
        color text NOT NULL,
        clarity text NOT NULL,
        cut text NOT NULL,
        polish text NOT NULL,
        symmetry text NOT NULL,
        fluorescence text NOT NULL,
        lab text NOT NULL,
        length_mm double precision NOT NULL,
        width_mm double precision NOT NULL,
        depth_mm double precision NOT NULL,
        depth_percent double precision NOT NULL,
        table_percent double precision NOT NULL,
        length_width_ratio double precision NOT NULL,
        total_sales_price integer NOT NULL,
        image_path text NOT NULL
      );

      CREATE TABLE customers (
        id text PRIMARY KEY,
        email text NOT NULL,
        position integer NOT NULL,
        doc jsonb NOT NULL
      );
      -- Shopify treats customer emails case-insensitively.
      CREATE UNIQUE INDEX customers_email_key ON customers (lower(email));

      CREATE TABLE customer_access_tokens (
        access_token text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX customer_access_tokens_customer_id_idx ON customer_access_tokens (customer_id);

      CREATE TABLE carts (
        token text PRIMARY KEY,
        doc jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      );

      CREATE TABLE orders (
        id text PRIMARY KEY,
        order_number integer NOT NULL UNIQUE,
        customer_id text,
        cart_token text UNIQUE,
        processed_at timestamptz NOT NULL,
        doc jsonb NOT NULL
      );
      CREATE INDEX orders_customer_id_idx ON orders (customer_id);
      -- Owned by the column so TRUNCATE ... RESTART IDENTITY starts numbering at 1001 again.
      CREATE SEQUENCE order_number_seq START 1001 OWNED BY orders.order_number;

      CREATE TABLE seed_info (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        seed bigint NOT NULL,
        diamond_count integer NOT NULL,
        seeded_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'seed fingerprint',
    // Which generator output was seeded, so a changed generator reseeds (older rows: unknown).
    sql: `ALTER TABLE seed_info ADD COLUMN fingerprint text NOT NULL DEFAULT '';`,
  },
  {
    version: 3,
    name: 'webhook submissions',
    // What the storefront's forms sent to their webhooks (custom design, drop a hint, signup).
    sql: `
      CREATE TABLE webhook_submissions (
        id bigserial PRIMARY KEY,
        topic text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        payload jsonb NOT NULL
      );
      CREATE INDEX webhook_submissions_topic_idx ON webhook_submissions (topic, id);
    `,
  },
];

/** Applies every migration newer than the database, each in its own transaction. */
export async function migrate(db: PGlite, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  const applied = await db.query<{version: number}>('SELECT version FROM schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}

/** Every table holding data, i.e. all but the migration ledger; reset() empties these. */
export async function dataTables(db: PGlite): Promise<string[]> {
  const result = await db.query<{name: string}>(
    `SELECT format('%I', tablename) AS name FROM pg_tables
     WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  return result.rows.map((row) => row.name);
}
