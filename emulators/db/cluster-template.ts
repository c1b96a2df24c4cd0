// A new database starts from a copy of a fresh PGlite cluster instead of running initdb: initdb
// takes about 4 s of CPU here, loading the copy about 1 s, and the unit tests and every local stack
// started on an empty data folder create one. The copy is what initdb makes, before any migration,
// kept once per PGlite version under node_modules/.cache.
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {PGlite} from '@electric-sql/pglite';

const NODE_MODULES = new URL('../../node_modules/', import.meta.url);
const CACHE_DIR = fileURLToPath(new URL('.cache/local-stack/', NODE_MODULES));
// Not an import: the package does not export its manifest.
const PGLITE_VERSION = (JSON.parse(readFileSync(new URL('@electric-sql/pglite/package.json', NODE_MODULES), 'utf8')) as {version: string}).version;

export const clusterTemplatePath = () => join(CACHE_DIR, `pglite-${PGLITE_VERSION}-cluster.tar`);

/** Whether `dataDir` (a folder, or `memory://`) already holds a cluster, which must be opened as it is. */
export const holdsCluster = (dataDir: string, inMemory: boolean) => !inMemory && existsSync(join(dataDir, 'PG_VERSION'));

/**
 * The fresh cluster's tarball, made and cached on first use. Without a writable cache it is made
 * each time, which costs what initdb does.
 */
export async function clusterTemplate(): Promise<Blob> {
  const path = clusterTemplatePath();
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const fresh = await PGlite.create('memory://');
  const tarball = await fresh.dumpDataDir('none');
  await fresh.close();
  try {
    mkdirSync(CACHE_DIR, {recursive: true});
    // Written aside and renamed, so a reader beside this writer sees the whole file or none.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, path);
  } catch {
    // A read-only checkout: the next database makes its own copy again.
  }
  return tarball;
}
