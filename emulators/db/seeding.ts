// Writing a whole seeded catalogue, and the row that records which seed it came from.
import type {Catalog, SeedDiamond} from '../catalog/model';
import {writeCatalogDocs} from './catalog-store';
import {insertCustomers} from './customer-store';
import {copyDiamonds} from './diamond-store';
import {insertSeedOrders} from './order-store';
import type {Queryable} from './queryable';

export interface SeedInfo {
  seed: number;
  diamondCount: number;
  /** Identifies the generator output that was seeded; empty when not recorded. */
  fingerprint: string;
  seededAt: string;
}

export async function readSeedInfo(sql: Queryable): Promise<SeedInfo | null> {
  const result = await sql.query<{seed: number; diamond_count: number; fingerprint: string; seeded_at: Date}>(
    'SELECT seed, diamond_count, fingerprint, seeded_at FROM seed_info',
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    seed: row.seed,
    diamondCount: row.diamond_count,
    fingerprint: row.fingerprint,
    seededAt: row.seeded_at.toISOString(),
  };
}

/**
 * Must run inside one transaction, so a seed interrupted half-way leaves nothing behind and the
 * next start simply seeds again. seed_info is written last and records the stones actually stored.
 */
export async function writeSeed(
  sql: Queryable,
  catalog: Catalog,
  diamonds: Iterable<SeedDiamond>,
  info: {seed: number; diamondCount: number; fingerprint?: string},
): Promise<void> {
  if (await readSeedInfo(sql)) throw new Error('The database is already seeded: reset() it before seeding again');
  await writeCatalogDocs(sql, catalog);
  await insertCustomers(sql, catalog.customers);
  await insertSeedOrders(sql, catalog.orders);
  const stored = await copyDiamonds(sql, diamonds);
  if (stored !== info.diamondCount) {
    throw new Error(`seed() was told ${info.diamondCount} diamonds but the stream held ${stored}`);
  }
  await sql.query(
    'INSERT INTO seed_info (seed, diamond_count, fingerprint, seeded_at) VALUES ($1, $2, $3, now())',
    [info.seed, info.diamondCount, info.fingerprint ?? ''],
  );
}
