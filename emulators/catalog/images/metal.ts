// Metal and pavé paints shared by every piece: gradient definitions keyed by fixed ids.
import type {Metal} from '../materials';
import {linearGradient, n, radialGradient, type Point} from './svg';
import {stonePalette} from './stone';

/** `url(#mb)` polished surfaces, `url(#ms)` small parts, `url(#mi)` inner surfaces, `url(#pv)` pavé. */
export function metalDefs(metal: Metal): string {
  const [hi, mid, lo] = metal.tones;
  const diamond = stonePalette();
  return (
    linearGradient('mb', [hi, mid, lo, hi, mid, lo], {x1: 0, y1: 0, x2: 1, y2: 1}) +
    radialGradient('ms', [[0, hi], [0.6, mid], [1, lo]], {cx: 0.35, cy: 0.3, r: 0.75}) +
    linearGradient('mi', [lo, mid], {x1: 0, y1: 0, x2: 0, y2: 1}) +
    radialGradient('pv', [[0, '#FFFFFF'], [0.3, diamond.shades[1]], [0.75, diamond.shades[3]], [1, diamond.shades[4]]], {cx: 0.4, cy: 0.35, r: 0.7})
  );
}

/** Pavé: small round diamonds in bead settings, drawn as one group. */
export function pave(points: readonly Point[], radius: number, metal: Metal): string {
  if (points.length === 0) return '';
  const circles = points.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}"/>`).join('');
  return `<g fill="url(#pv)" stroke="${metal.tones[2]}" stroke-width="0.7">${circles}</g>`;
}

/** Prongs or beads: small polished metal dots. */
export function beads(points: readonly Point[], radius: number, metal: Metal): string {
  if (points.length === 0) return '';
  const circles = points.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}"/>`).join('');
  return `<g fill="url(#ms)" stroke="${metal.tones[2]}" stroke-width="0.6">${circles}</g>`;
}

/** Points spaced evenly (by arc length) along a closed or open polyline. */
export function spacedAlong(points: readonly Point[], spacing: number, closed: boolean): Point[] {
  const segments: [Point, Point][] = [];
  for (let i = 0; i < points.length - (closed ? 0 : 1); i++) segments.push([points[i]!, points[(i + 1) % points.length]!]);
  const total = segments.reduce((s, [a, b]) => s + Math.hypot(b[0] - a[0], b[1] - a[1]), 0);
  const count = Math.max(1, Math.floor(total / spacing));
  const step = total / count;
  const out: Point[] = [];
  let walked = 0;
  let next = closed ? 0 : step / 2;
  for (const [a, b] of segments) {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    while (next <= walked + len && out.length < count) {
      const t = len === 0 ? 0 : (next - walked) / len;
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      next += step;
    }
    walked += len;
  }
  return out;
}

/** Pushes each point away from (cx, cy) by `by` px: outlines for halos and bezels. */
export function expanded(points: readonly Point[], cx: number, cy: number, by: number): Point[] {
  return points.map(([x, y]) => {
    const d = Math.hypot(x - cx, y - cy) || 1;
    return [x + ((x - cx) / d) * by, y + ((y - cy) / d) * by];
  });
}
