// The brand fonts cut down at build time to what the store writes: the characters of US English
// with Latin-1's accented letters (pavé, café), typographic punctuation and the symbols a price or a
// name can carry; the features the browser turns on by default, plus tabular figures (the banner's
// countdown, the cart's quantities); and Inter's weight axis to the weights the styles use. The
// @fontsource files were 94 KB for a page's three faces, the subsets are about 59 KB. Text outside
// the subset falls to the metric-matched fallback faces of fonts.css.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from 'vite';
import subsetFont from 'subset-font';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where fonts.css finds the subsets; generated, not committed. */
const FONT_SUBSETS_DIR = path.join(ROOT, 'app/styles/font-subsets');

/** Inclusive code point ranges; fonts.css's unicode-range on each face says the same (checked by a test). */
export const SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  // Not U+00AD, the soft hyphen (Inter's subset has no glyph for it; the browser draws it as a
  // hyphen), nor U+00B5, the micro sign (Cormorant has none).
  [0xa0, 0xac],
  [0xae, 0xb4],
  [0xb6, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** The browser's default OpenType features, and tabular figures. */
const KEPT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

interface FontSubset {
  file: string;
  source: string;
  /** Inter's variable weight axis, cut to the lightest and heaviest weight the styles use. */
  weights?: {min: number; max: number};
}

export const FONT_SUBSETS: readonly FontSubset[] = [
  {file: 'inter-latin-wght.woff2', source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weights: {min: 400, max: 700}},
  {file: 'cormorant-garamond-latin-500.woff2', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2'},
  {file: 'cormorant-garamond-latin-600.woff2', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2'},
];

/** Every character of the subset ranges. */
export function subsetText(): string {
  let text = '';
  for (const [first, last] of SUBSET_RANGES) for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

/** The CSS unicode-range that covers exactly the subset ranges. */
export function subsetUnicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return SUBSET_RANGES.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

function subsetterVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/subset-font/package.json'), 'utf8')) as {version: string}).version;
}

/** Writes each subset that is missing or was cut from other inputs; a stamp beside each says which. */
export async function writeFontSubsets(outDir = FONT_SUBSETS_DIR): Promise<void> {
  mkdirSync(outDir, {recursive: true});
  const text = subsetText();
  await Promise.all(
    FONT_SUBSETS.map(async ({file, source, weights}) => {
      const original = readFileSync(path.join(ROOT, 'node_modules', source));
      const stamp = createHash('sha256')
        .update(original)
        .update(JSON.stringify({text, KEPT_FEATURES, weights, subsetter: subsetterVersion()}))
        .digest('hex');
      const target = path.join(outDir, file);
      const stampFile = `${target}.sha256`;
      if (existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
      const subset = await subsetFont(original, text, {
        targetFormat: 'woff2',
        keepFeatures: KEPT_FEATURES,
        ...(weights ? {variationAxes: {wght: weights}} : {}),
      });
      // Renamed into place: another build reading the folder never sees half a file.
      writeFileSync(`${target}.${process.pid}.tmp`, subset);
      renameSync(`${target}.${process.pid}.tmp`, target);
      writeFileSync(stampFile, stamp);
    }),
  );
}

/** Cuts the font subsets before a build or the dev server reads fonts.css. */
export function fontSubsets(): Plugin {
  let written: Promise<void> | null = null;
  return {
    name: 'font-subsets',
    buildStart() {
      written ??= writeFontSubsets();
      return written;
    },
  };
}
