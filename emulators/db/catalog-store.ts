// Catalogue documents (shop, products, collections, pages, metaobjects), stored whole as JSONB:
// the emulators always read them whole, and handles get their own unique columns for look-ups.
import type {Catalog, SeedCollection, SeedMetaobject, SeedPage, SeedProduct, SeedShop} from '../catalog/model';
import type {Queryable} from './queryable';

type CatalogDocs = Pick<Catalog, 'shop' | 'products' | 'collections' | 'pages' | 'metaobjects'>;

// One JSON array parameter per table: a few thousand documents insert in one statement without
// approaching Postgres's 65,535-parameter limit.
async function insertDocs(sql: Queryable, table: 'products' | 'collections' | 'pages', docs: unknown[]) {
  await sql.query(
    `INSERT INTO ${table} (id, handle, position, doc)
     SELECT d->>'id', d->>'handle', ord - 1, d FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t (d, ord)`,
    [JSON.stringify(docs)],
  );
}

export async function writeCatalogDocs(sql: Queryable, catalog: CatalogDocs): Promise<void> {
  await sql.query('INSERT INTO shop (id, doc) VALUES ($1, $2::jsonb)', [
    catalog.shop.id,
    JSON.stringify(catalog.shop),
  ]);
  await insertDocs(sql, 'products', catalog.products);
  await insertDocs(sql, 'collections', catalog.collections);
  await insertDocs(sql, 'pages', catalog.pages);
  await sql.query(
    `INSERT INTO metaobjects (id, type, handle, position, doc)
     SELECT d->>'id', d->>'type', d->>'handle', ord - 1, d
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t (d, ord)`,
    [JSON.stringify(catalog.metaobjects)],
  );
}

async function readDocs<T>(sql: Queryable, table: 'products' | 'collections' | 'pages' | 'metaobjects'): Promise<T[]> {
  const result = await sql.query<{doc: T}>(`SELECT doc FROM ${table} ORDER BY position`);
  return result.rows.map((row) => row.doc);
}

export async function readCatalogDocs(sql: Queryable): Promise<CatalogDocs> {
  const shop = await sql.query<{doc: SeedShop}>('SELECT doc FROM shop');
  const first = shop.rows[0];
  if (!first) throw new Error('No catalogue in the database: seed() it first');
  return {
    shop: first.doc,
    products: await readDocs<SeedProduct>(sql, 'products'),
    collections: await readDocs<SeedCollection>(sql, 'collections'),
    pages: await readDocs<SeedPage>(sql, 'pages'),
    metaobjects: await readDocs<SeedMetaobject>(sql, 'metaobjects'),
  };
}
