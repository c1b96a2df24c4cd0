// Stone shapes on their own: small line icons for pickers and menus, and large face-up renders
// for loose-diamond listings.
import type {StoneShape} from '../shapes';
import {renderStone, stonePalette} from './stone';
import {insetPolygon, rayPoint, stoneOutline} from './stone-geometry';
import {groundShadow, n, pointsPath, svgDocument, type Point} from './svg';

function fit(shape: StoneShape, box: number): {scale: number; cy: number} {
  const pts = stoneOutline(shape).points;
  const halfWidth = Math.max(...pts.map((p) => Math.abs(p[0])));
  const halfLength = Math.max(...pts.map((p) => Math.abs(p[1])));
  return {scale: box / (2 * Math.max(halfWidth, halfLength)), cy: 0};
}

/** A 48x48 outline icon (stroke only), readable at 20 px. */
export function renderShapeIcon(shape: StoneShape): string {
  const outline = stoneOutline(shape);
  const {scale} = fit(shape, 38);
  const place = ([x, y]: Point): Point => [24 + x * scale, 24 + y * scale];
  let inner: string;
  if (outline.facets === 'step' && outline.corners) {
    const table = insetPolygon(outline.corners, 0.4);
    inner = pointsPath(table.map(place)) + outline.corners.map((c, i) => pointsPath([place(c), place(table[i]!)], false)).join('');
  } else {
    const m = outline.mains;
    const table = Array.from({length: m}, (_, k) => rayPoint(outline.points, (2 * Math.PI * k) / m)).map((p): Point => [p[0] * 0.5, p[1] * 0.5]);
    const girdle = Array.from({length: m}, (_, k) => rayPoint(outline.points, (2 * Math.PI * (k + 0.5)) / m));
    inner = pointsPath(table.map(place)) + table.map((t, k) => pointsPath([place(t), place(girdle[k]!), place(table[(k + 1) % m]!)], false)).join('');
  }
  return svgDocument({
    width: 48,
    height: 48,
    viewBox: '0 0 48 48',
    body:
      `<g fill="none" stroke="#23211F" stroke-linejoin="round" stroke-linecap="round">` +
      `<path d="${pointsPath(outline.points.map(place))}" stroke-width="1.6"/>` +
      `<path d="${inner}" stroke-width="0.9" stroke-opacity="0.75"/></g>`,
  });
}

/** A loose stone, face-up, large. */
export function renderDiamondImage(shape: StoneShape): string {
  const {scale} = fit(shape, 270);
  const shadow = groundShadow(200, 350, 120, 14);
  const stone = renderStone({shape, cx: 200, cy: 190, scale}, stonePalette(), 'd', 'full');
  return svgDocument({
    width: 600,
    height: 600,
    viewBox: '0 0 400 400',
    defs: shadow.defs + stone.defs,
    body: shadow.body + stone.body + `<circle cx="${n(200 - scale * 0.32)}" cy="${n(190 - scale * 0.3)}" r="${n(scale * 0.05)}" fill="#FFFFFF" opacity="0.8"/>`,
  });
}
