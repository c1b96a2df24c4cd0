import {describe, expect, it} from 'vitest';
import {generateCatalog} from '../generate-catalog';
import {generateDiamonds} from '../generate-diamonds';
import {COLLECTION_MOTIFS, LOGO_PATH} from '../image-paths';
import type {MenuHeader} from '../menu';
import {DEFAULT_SEED} from '../model';
import {STONE_SHAPES, shapeIconPath} from '../shapes';
import {renderCatalogImage} from './render-catalog-image';

/**
 * Well-formedness without an XML parser: balanced tags, no repeated attribute, every `#id`
 * reference defined, one root <svg> with size and viewBox.
 */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="[\d. ]+"/.test(svg)) problems.push('root');
  if (!svg.endsWith('</svg>')) problems.push('end');
  const stack: string[] = [];
  const ids = new Set<string>();
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*)\s*(\/?)>|[<>]/g)) {
    const [whole, closing, name, attrs, selfClosing] = match;
    if (whole === '<' || whole === '>') {
      problems.push(`stray ${whole} at ${match.index}`);
      continue;
    }
    const names = [...(attrs ?? '').matchAll(/([a-zA-Z][a-zA-Z0-9:-]*)="/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in <${name}>`);
    const id = /\sid="([^"]+)"/.exec(attrs ?? '')?.[1];
    if (id) ids.add(id);
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  if (stack.length) problems.push(`unclosed ${stack.join(',')}`);
  const text = svg.replace(/<[^>]*>/g, '');
  // Only the logo's wordmark and its accessible title may carry text.
  if (text.trim() && !svg.includes('<title>')) problems.push(`text content "${text.slice(0, 20)}"`);
  for (const ref of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) if (!ids.has(ref[1]!)) problems.push(`undefined #${ref[1]}`);
  if (/NaN|undefined|Infinity/.test(svg)) problems.push('bad number');
  return problems;
}

function referencedPaths(): string[] {
  const catalog = generateCatalog({seed: DEFAULT_SEED});
  const paths = new Set<string>([LOGO_PATH, ...STONE_SHAPES.map(shapeIconPath)]);
  for (const p of catalog.products) for (const image of p.images) paths.add(image.path);
  for (const c of catalog.collections) if (c.image) paths.add(c.image.path);
  for (const d of generateDiamonds({seed: DEFAULT_SEED, count: 5000})) paths.add(d.imagePath);
  const menu = catalog.metaobjects.find((m) => m.type === 'menu')!;
  const headers = JSON.parse(menu.fields.find((f) => f.key === 'headers')!.value) as MenuHeader[];
  for (const leaf of headers.flatMap((h) => h.items.flatMap((i) => i.sections.flatMap((s) => s.items)))) {
    if (leaf.accessory) paths.add(leaf.accessory);
  }
  return [...paths];
}

describe('renderCatalogImage', () => {
  const paths = referencedPaths();

  it('renders every referenced image as a small, valid, self-contained SVG', () => {
    expect(paths.length).toBeGreaterThan(200);
    for (const path of paths) {
      const svg = renderCatalogImage(path);
      expect(svg, path).not.toBeNull();
      expect(svgProblems(svg!), path).toEqual([]);
      expect(svg!.length, path).toBeLessThan(8 * 1024);
      expect(svg, path).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('covers every diamond shape, shape icon (with Lozenge) and collection motif', () => {
    for (const path of [...STONE_SHAPES.map(shapeIconPath), ...COLLECTION_MOTIFS.map((m) => `/images/collections/${m}.svg`)]) {
      expect(renderCatalogImage(path), path).not.toBeNull();
    }
    expect(renderCatalogImage('/images/shapes/lozenge.svg')).toContain('viewBox="0 0 48 48"');
    expect(renderCatalogImage(LOGO_PATH)).toContain('width="214" height="29"');
  });

  it('draws each metal in its own colours', () => {
    const white = renderCatalogImage('/images/settings/halo-oval-white-gold.svg');
    const rose = renderCatalogImage('/images/settings/halo-oval-rose-gold.svg');
    expect(white).not.toEqual(rose);
  });

  it('is deterministic and returns null for unknown paths', () => {
    expect(renderCatalogImage(paths[0]!)).toEqual(renderCatalogImage(paths[0]!));
    for (const unknown of ['/images/settings/halo-oval-silver.svg', '/images/diamonds/lozenge.svg', '/images/products/nope.svg', '/images/shapes/heart.svg', '/favicon.ico', '']) {
      expect(renderCatalogImage(unknown), unknown).toBeNull();
    }
  });
});
