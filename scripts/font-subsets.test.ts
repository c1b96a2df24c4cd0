import {mkdtempSync, readFileSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Blob, Face} from 'harfbuzzjs';
import fontverter from 'fontverter';
import {FONT_SUBSETS, SUBSET_RANGES, subsetText, subsetUnicodeRange, writeFontSubsets} from './font-subsets';

const FONTS_CSS = readFileSync(path.join(import.meta.dirname, '../app/styles/fonts.css'), 'utf8');

async function codePointsOf(woff2: Buffer): Promise<Set<number>> {
  const sfnt = (await fontverter.convert(woff2, 'sfnt')) as Buffer;
  return new Set(new Face(new Blob(new Uint8Array(sfnt))).collectUnicodes());
}

describe('font subsets', () => {
  it('each face of fonts.css that loads a subset says the subset ranges in its unicode-range', () => {
    const faces = [...FONTS_CSS.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!).filter((face) => face.includes('./font-subsets/'));
    expect(faces.map((face) => /url\('\.\/font-subsets\/([^']+)'\)/.exec(face)?.[1]).sort()).toEqual(FONT_SUBSETS.map((subset) => subset.file).sort());
    for (const face of faces) expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]).toBe(subsetUnicodeRange());
  });

  it('writes each subset as WOFF2, smaller than its source, with a glyph for every character of the ranges', {timeout: 60_000}, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'font-subsets-'));
    await writeFontSubsets(dir);
    for (const {file, source} of FONT_SUBSETS) {
      const subset = readFileSync(path.join(dir, file));
      expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(subset.length).toBeLessThan(statSync(path.join(import.meta.dirname, '../node_modules', source)).size);
      const covered = await codePointsOf(subset);
      const missing = [...subsetText()].map((char) => char.codePointAt(0)!).filter((code) => !covered.has(code));
      expect(missing, file).toEqual([]);
    }
  });

  it('keeps a subset cut from the same inputs rather than cutting it again', {timeout: 60_000}, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'font-subsets-'));
    await writeFontSubsets(dir);
    const first = FONT_SUBSETS.map(({file}) => statSync(path.join(dir, file)).mtimeMs);
    await writeFontSubsets(dir);
    expect(FONT_SUBSETS.map(({file}) => statSync(path.join(dir, file)).mtimeMs)).toEqual(first);
  });

  it('lists its ranges in order without overlaps', () => {
    for (const [index, [first, last]] of SUBSET_RANGES.entries()) {
      expect(first).toBeLessThanOrEqual(last);
      if (index > 0) expect(first).toBeGreaterThan(SUBSET_RANGES[index - 1]![1]);
    }
  });
});
