// Volume check: a default-sized seed to a real directory completes and streams back whole. Times
// are printed for the record, not asserted (speed targets are not unit tests).
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {openDatabase} from './database';
import type {LocalStackDatabase} from './records';
import {fixtureCatalog, syntheticDiamond, syntheticDiamonds} from './test-fixtures';

const STONES = 100_000;
let dir: string;
let db: LocalStackDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'local-stack-volume-'));
  db = await openDatabase(dir);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, {recursive: true, force: true});
});

it(`seeds ${STONES.toLocaleString('en-US')} diamonds and streams them back`, async () => {
  let started = performance.now();
  await db.seed(fixtureCatalog(), syntheticDiamonds(STONES), {seed: 1, diamondCount: STONES});
  console.log(`seed of ${STONES} diamonds: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  expect(await db.diamondCount()).toBe(STONES);

  started = performance.now();
  let seen = 0;
  let inOrder = true;
  let previous = '';
  for await (const batch of db.diamondBatches()) {
    for (const stone of batch) {
      inOrder &&= stone.stockNumber > previous;
      previous = stone.stockNumber;
      seen++;
    }
  }
  console.log(`full diamondBatches read: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  expect(seen).toBe(STONES);
  expect(inOrder).toBe(true);
  expect(await db.getDiamondByHandle(syntheticDiamond(STONES - 1).handle)).toEqual(syntheticDiamond(STONES - 1));
});
