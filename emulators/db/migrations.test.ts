import {PGlite} from '@electric-sql/pglite';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {clusterTemplate} from './cluster-template';
import {dataTables, migrate, MIGRATIONS} from './migrations';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create('memory://', {loadDataDir: await clusterTemplate()});
});
afterAll(async () => {
  await db.close();
});

it('applies each migration once, and later ones on top of an existing schema', async () => {
  await migrate(db);
  await migrate(db);
  const next = MIGRATIONS.length + 1;
  const later = [...MIGRATIONS, {version: next, name: 'add a table', sql: 'CREATE TABLE later_table (id integer)'}];
  await migrate(db, later);
  await migrate(db, later);
  const applied = await db.query<{version: number; name: string}>(
    'SELECT version, name FROM schema_migrations ORDER BY version',
  );
  expect(applied.rows).toEqual([
    ...MIGRATIONS.map(({version, name}) => ({version, name})),
    {version: next, name: 'add a table'},
  ]);
  expect(await dataTables(db)).toContain('later_table');
  expect(await dataTables(db)).not.toContain('schema_migrations');
});

it('rolls back a failing migration entirely', async () => {
  const version = MIGRATIONS.length + 2;
  const broken = [...MIGRATIONS, {version, name: 'broken', sql: 'CREATE TABLE half_done (id integer); SELECT no_such_function()'}];
  await expect(migrate(db, broken)).rejects.toThrow(/no_such_function/);
  expect(await dataTables(db)).not.toContain('half_done');
  const versions = await db.query<{version: number}>('SELECT version FROM schema_migrations WHERE version = $1', [version]);
  expect(versions.rows).toEqual([]);
});
