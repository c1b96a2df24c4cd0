import {mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {clusterTemplate, clusterTemplatePath, holdsCluster} from './cluster-template';

// The project's own cache, which the other database tests share: making a template is the slow part.
let root: string;
let template: Blob;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cluster-template-'));
  template = await clusterTemplate();
});
afterAll(() => {
  rmSync(root, {recursive: true, force: true});
});

it('is made once and read from the cache after', async () => {
  const cached = statSync(clusterTemplatePath());
  expect(cached.size).toBe(template.size);
  const again = await clusterTemplate();
  expect(again.size).toBe(template.size);
  expect(statSync(clusterTemplatePath()).mtimeMs).toBe(cached.mtimeMs);
});

it('starts a working, empty cluster in a new data folder, which is then opened as it is', async () => {
  const dir = join(root, 'data');
  expect(holdsCluster(dir, false)).toBe(false);
  const db = await PGlite.create(dir, {loadDataDir: template});
  expect((await db.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows).toEqual([{n: 0}]);
  await db.exec('CREATE TABLE kept (id integer); INSERT INTO kept VALUES (7)');
  await db.close();

  expect(holdsCluster(dir, false)).toBe(true);
  const reopened = await PGlite.create(dir);
  expect((await reopened.query('SELECT id FROM kept')).rows).toEqual([{id: 7}]);
  await reopened.close();
});

it('never counts an in-memory database as holding a cluster', () => {
  expect(holdsCluster('memory://', true)).toBe(false);
});
