// Customers (seeded demo accounts) and the access tokens customerAccessTokenCreate hands out.
import type {Gid, SeedCustomer} from '../catalog/model';
import type {CustomerAccessTokenRecord} from './records';
import type {Queryable} from './queryable';

export async function insertCustomers(sql: Queryable, customers: SeedCustomer[]): Promise<void> {
  await sql.query(
    `INSERT INTO customers (id, email, position, doc)
     SELECT d->>'id', d->>'email', ord - 1, d FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t (d, ord)`,
    [JSON.stringify(customers)],
  );
}

export async function listCustomers(sql: Queryable): Promise<SeedCustomer[]> {
  const result = await sql.query<{doc: SeedCustomer}>('SELECT doc FROM customers ORDER BY position');
  return result.rows.map((row) => row.doc);
}

export async function getCustomerById(sql: Queryable, id: Gid): Promise<SeedCustomer | null> {
  const result = await sql.query<{doc: SeedCustomer}>('SELECT doc FROM customers WHERE id = $1', [id]);
  return result.rows[0]?.doc ?? null;
}

/** Case-insensitive, as Shopify matches customer emails. */
export async function getCustomerByEmail(sql: Queryable, email: string): Promise<SeedCustomer | null> {
  const result = await sql.query<{doc: SeedCustomer}>(
    'SELECT doc FROM customers WHERE lower(email) = lower($1)',
    [email],
  );
  return result.rows[0]?.doc ?? null;
}

/** customerUpdate's marketing consent: the one customer field the storefront changes. */
export async function setCustomerAcceptsMarketing(sql: Queryable, id: Gid, acceptsMarketing: boolean): Promise<SeedCustomer | null> {
  const result = await sql.query<{doc: SeedCustomer}>(
    `UPDATE customers SET doc = jsonb_set(doc, '{acceptsMarketing}', to_jsonb($2::boolean)) WHERE id = $1 RETURNING doc`,
    [id, acceptsMarketing],
  );
  return result.rows[0]?.doc ?? null;
}

export async function saveCustomerAccessToken(sql: Queryable, token: CustomerAccessTokenRecord): Promise<void> {
  await sql.query(
    `INSERT INTO customer_access_tokens (access_token, customer_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (access_token) DO UPDATE SET customer_id = EXCLUDED.customer_id, expires_at = EXCLUDED.expires_at`,
    [token.accessToken, token.customerId, token.expiresAt],
  );
}

/** Returns the token even when expired: deciding what expiry means is the API emulator's job. */
export async function getCustomerAccessToken(
  sql: Queryable,
  accessToken: string,
): Promise<CustomerAccessTokenRecord | null> {
  const result = await sql.query<{access_token: string; customer_id: Gid; expires_at: Date}>(
    'SELECT access_token, customer_id, expires_at FROM customer_access_tokens WHERE access_token = $1',
    [accessToken],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {accessToken: row.access_token, customerId: row.customer_id, expiresAt: row.expires_at.toISOString()};
}

export async function deleteCustomerAccessToken(sql: Queryable, accessToken: string): Promise<void> {
  await sql.query('DELETE FROM customer_access_tokens WHERE access_token = $1', [accessToken]);
}
