// Renders a faceted stone face-up. Facets are shaded by their direction to a light at the upper
// left and grouped by shade into a handful of paths, which keeps files small and edges crisp.
import {DIAMOND_GEM, type Gemstone} from '../materials';
import type {StoneShape} from '../shapes';
import {insetPolygon, rayPoint, stoneOutline, type StoneOutline} from './stone-geometry';
import {linearGradient, mix, n, pointsPath, radialGradient, type Point} from './svg';

export interface StonePalette {
  /** Five shades, lightest first. */
  shades: readonly [string, string, string, string, string];
  stroke: string;
}

export function stonePalette(gem: Gemstone = DIAMOND_GEM): StonePalette {
  if (gem.slug === DIAMOND_GEM.slug) {
    return {shades: ['#FFFFFF', '#EEF2F6', '#D3DBE4', '#A9B5C3', '#7A8796'], stroke: '#8A96A5'};
  }
  const [light, deep] = gem.tones;
  return {
    shades: [mix('#FFFFFF', light, 0.35), light, mix(light, deep, 0.5), deep, mix(deep, '#000000', 0.35)],
    stroke: mix(deep, '#000000', 0.4),
  };
}

export interface StonePlacement {
  shape: StoneShape;
  cx: number;
  cy: number;
  /** Rendered width in px of the stone's unit half-width (i.e. half its width). */
  scale: number;
  /** Vertical foreshortening, 1 = straight from above. */
  squash?: number;
  /** Degrees clockwise, e.g. 90 for an east-west setting. */
  rotate?: number;
}

type Facet = {points: Point[]; level: number};

const LIGHT_ANGLE = Math.atan2(-1, -1);

function facing(points: readonly Point[]): number {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
  return Math.cos(Math.atan2(cy, cx) - LIGHT_ANGLE);
}

const clampLevel = (x: number) => Math.max(0, Math.min(4, Math.round(x)));
const scaled = (p: Point, s: number): Point => [p[0] * s, p[1] * s];

function brilliantFacets(outline: StoneOutline): {table: Point[]; facets: Facet[]} {
  const m = outline.mains;
  const theta = (k: number) => (2 * Math.PI * k) / m;
  const ray = (t: number) => rayPoint(outline.points, t);
  const table = Array.from({length: m}, (_, k) => scaled(ray(theta(k)), 0.5));
  const star = Array.from({length: m}, (_, k) => scaled(ray(theta(k + 0.5)), 0.74));
  const girdleMain = Array.from({length: m}, (_, k) => ray(theta(k)));
  const girdleMid = Array.from({length: m}, (_, k) => ray(theta(k + 0.5)));
  const facets: Facet[] = [];
  for (let k = 0; k < m; k++) {
    const next = (k + 1) % m;
    const prev = (k - 1 + m) % m;
    const starFacet = [table[k]!, star[k]!, table[next]!];
    facets.push({points: starFacet, level: clampLevel(1.2 - facing(starFacet) * 1.2 + (k % 2) * 0.6)});
    const kite = [table[k]!, star[prev]!, girdleMain[k]!, star[k]!];
    facets.push({points: kite, level: clampLevel(2 - facing(kite) * 1.5 + (k % 2 ? 0.6 : -0.4))});
    const upperA = [star[k]!, girdleMain[k]!, girdleMid[k]!];
    const upperB = [star[k]!, girdleMid[k]!, girdleMain[next]!];
    facets.push({points: upperA, level: clampLevel(2.3 - facing(upperA) * 1.3 + (k % 2 ? -0.7 : 0.6))});
    facets.push({points: upperB, level: clampLevel(2.3 - facing(upperB) * 1.3 + (k % 2 ? 0.6 : -0.7))});
  }
  return {table, facets};
}

function stepFacets(outline: StoneOutline): {table: Point[]; facets: Facet[]} {
  const corners = outline.corners ?? outline.points;
  const rows = [corners, insetPolygon(corners, 0.15), insetPolygon(corners, 0.3), insetPolygon(corners, 0.44)];
  const facets: Facet[] = [];
  for (let r = 0; r < rows.length - 1; r++) {
    const outer = rows[r]!;
    const inner = rows[r + 1]!;
    for (let i = 0; i < outer.length; i++) {
      const j = (i + 1) % outer.length;
      const points = [outer[i]!, outer[j]!, inner[j]!, inner[i]!];
      facets.push({points, level: clampLevel(2 - facing(points) * 1.6 + (r % 2 ? 0.6 : -0.3))});
    }
  }
  return {table: rows[rows.length - 1]!, facets};
}

function transformer(p: StonePlacement): (pt: Point) => Point {
  const angle = ((p.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const squash = p.squash ?? 1;
  return ([x, y]) => [p.cx + (x * cos - y * sin) * p.scale, p.cy + (x * sin + y * cos) * p.scale * squash];
}

/** The stone's girdle outline in placed coordinates, e.g. for halos, bezels and prongs. */
export function placedOutline(p: StonePlacement): Point[] {
  return stoneOutline(p.shape).points.map(transformer(p));
}

/** Where prongs sit: on the girdle at the shape's points, or at the diagonals of round shapes. */
export function prongPoints(p: StonePlacement, count: 4 | 6): Point[] {
  const outline = stoneOutline(p.shape);
  const place = transformer(p);
  const angles = outline.corners
    ? outline.corners.map((c) => Math.atan2(c[0], -c[1]))
    : count === 6
      ? [0, 60, 120, 180, 240, 300].map((d) => (d * Math.PI) / 180)
      : [45, 135, 225, 315].map((d) => (d * Math.PI) / 180);
  if (p.shape === 'Pear') angles.splice(0, angles.length, 0, 2.2, Math.PI, 4.1);
  if (p.shape === 'Marquise') angles.splice(0, angles.length, 0, 1.9, Math.PI, 4.4);
  return angles.map((a) => place(scaled(rayPoint(outline.points, a), 0.96)));
}

/**
 * A stone as SVG. `id` prefixes its gradient ids so several stones can share a document.
 * Simple stones (side stones, pavé-sized) draw only outline, table and main facet lines.
 */
export function renderStone(p: StonePlacement, palette: StonePalette, id: string, detail: 'full' | 'simple'): {defs: string; body: string} {
  const outline = stoneOutline(p.shape);
  const place = transformer(p);
  const girdle = pointsPath(outline.points.map(place));
  const {table, facets} = outline.facets === 'step' ? stepFacets(outline) : brilliantFacets(outline);
  const [s0, s1, s2, s3] = palette.shades;

  if (detail === 'simple') {
    const defs = radialGradient(`${id}g`, [[0, s0], [0.55, s1], [1, s3]], {cx: 0.38, cy: 0.32, r: 0.75});
    const lines = table
      .map((t) => {
        const [x1, y1] = place(t);
        const [x2, y2] = place(rayPoint(outline.points, Math.atan2(t[0], -t[1])));
        return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
      })
      .join('');
    return {
      defs,
      body:
        `<path d="${girdle}" fill="url(#${id}g)" stroke="${palette.stroke}" stroke-width="0.8"/>` +
        `<path d="${pointsPath(table.map(place))}${lines}" fill="none" stroke="${palette.stroke}" stroke-width="0.5" stroke-opacity="0.7"/>`,
    };
  }
  const defs = linearGradient(`${id}g`, [s0, s1, s2], {x1: 0, y1: 0, x2: 1, y2: 1});
  const byLevel = new Map<number, string>();
  for (const facet of facets) byLevel.set(facet.level, (byLevel.get(facet.level) ?? '') + pointsPath(facet.points.map(place)));
  const facetPaths = [...byLevel.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([level, d]) => `<path d="${d}" fill="${palette.shades[level]}"/>`)
    .join('');
  return {
    defs,
    body:
      `<path d="${girdle}" fill="${s2}" stroke="${palette.stroke}" stroke-width="1"/>` +
      `<g stroke="${palette.stroke}" stroke-width="0.45" stroke-linejoin="round" stroke-opacity="0.8">${facetPaths}` +
      `<path d="${pointsPath(table.map(place))}" fill="url(#${id}g)"/></g>`,
  };
}
