// Engagement-ring settings, drawn upright in a three-quarter view: the band as a tilted ellipse
// (thicker at the front), the head and centre stone on top, and per-style details.
import type {SettingStyle} from '../image-paths';
import type {Metal} from '../materials';
import type {StoneShape} from '../shapes';
import {beads, expanded, metalDefs, pave, spacedAlong} from './metal';
import {stoneOutline} from './stone-geometry';
import {placedOutline, prongPoints, renderStone, stonePalette, type StonePlacement} from './stone';
import {groundShadow, n, pointsPath, svgDocument, type Point} from './svg';

interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const OUTER: Ellipse = {cx: 200, cy: 262, rx: 96, ry: 108};
const HOLE: Ellipse = {cx: 200, cy: 257, rx: 81, ry: 91};
const MID: Ellipse = {cx: 200, cy: 259.5, rx: 88.5, ry: 99.5};

/** φ in degrees from the top, clockwise. */
function on(e: Ellipse, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  return [e.cx + e.rx * Math.sin(a), e.cy - e.ry * Math.cos(a)];
}

function arcPoints(e: Ellipse, from: number, to: number, step = 6): Point[] {
  const out: Point[] = [];
  for (let d = from; d <= to + 1e-9; d += step) out.push(on(e, d));
  return out;
}

function ellipsePath(e: Ellipse): string {
  const {cx, cy, rx, ry} = e;
  return `M${n(cx - rx)} ${cy}a${rx} ${ry} 0 1 0 ${n(2 * rx)} 0a${rx} ${ry} 0 1 0 ${n(-2 * rx)} 0Z`;
}

/** The band; split and twisted shanks leave the top open for their own strands. */
function band(open: number, metal: Metal): string {
  const [, , lo] = metal.tones;
  const body =
    open === 0
      ? `<path d="${ellipsePath(OUTER)}${ellipsePath(HOLE)}" fill="url(#mb)" fill-rule="evenodd"/>`
      : `<path d="${pointsPath([...arcPoints(OUTER, open, 360 - open), ...arcPoints(HOLE, open, 360 - open).reverse()])}" fill="url(#mb)"/>`;
  // The inside of the far side of the band shows through the opening as a darker crescent.
  const crescent = `<path d="M${HOLE.cx - HOLE.rx} ${HOLE.cy}a${HOLE.rx} ${HOLE.ry} 0 0 1 ${2 * HOLE.rx} 0l0 9a${HOLE.rx} ${HOLE.ry - 8} 0 0 0 ${-2 * HOLE.rx} 0Z" fill="url(#mi)" opacity="0.85"/>`;
  const shine = `<path d="${pointsPath(arcPoints({...OUTER, rx: OUTER.rx - 3, ry: OUTER.ry - 3}, 215, 300, 5), false)}" fill="none" stroke="#FFFFFF" stroke-width="2.2" stroke-linecap="round" opacity="0.65"/>`;
  const edge = `<path d="${ellipsePath(OUTER)}" fill="none" stroke="${lo}" stroke-width="0.8" opacity="0.5"/>`;
  return crescent + body + edge + shine;
}

/**
 * The centre stone's placement; `size` scales it linearly from the catalogue's own size (1), so a
 * composed ring can show a smaller or larger stone in the same setting.
 */
function stonePlacement(shape: StoneShape, rotate: number, size = 1): StonePlacement {
  const outline = stoneOutline(shape).points;
  const ys = outline.map((p) => Math.abs(rotate ? p[0] : p[1]));
  const xs = outline.map((p) => Math.abs(rotate ? p[1] : p[0]));
  const halfLength = Math.max(...ys);
  const halfWidth = Math.max(...xs);
  const scale = Math.min(50, 64 / halfLength, 68 / halfWidth) * size;
  const squash = 0.86;
  return {shape, cx: 200, cy: OUTER.cy - OUTER.ry - 8 - halfLength * scale * squash, scale, squash, rotate};
}

function extent(p: StonePlacement): {halfWidth: number; halfHeight: number} {
  const pts = placedOutline(p);
  return {
    halfWidth: Math.max(...pts.map((q) => Math.abs(q[0] - p.cx))),
    halfHeight: Math.max(...pts.map((q) => Math.abs(q[1] - p.cy))),
  };
}

function strand(from: Point, to: Point, bend: number, width: number, metal: Metal): string {
  const cx = (from[0] + to[0]) / 2 + bend;
  const cy = (from[1] + to[1]) / 2 - Math.abs(bend) * 0.4;
  const d = `M${n(from[0])} ${n(from[1])}Q${n(cx)} ${n(cy)} ${n(to[0])} ${n(to[1])}`;
  return (
    `<path d="${d}" fill="none" stroke="${metal.tones[2]}" stroke-width="${width + 1.4}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="url(#mb)" stroke-width="${width}" stroke-linecap="round"/>`
  );
}

function quadPoints(from: Point, to: Point, bend: number, count: number): Point[] {
  const c: Point = [(from[0] + to[0]) / 2 + bend, (from[1] + to[1]) / 2 - Math.abs(bend) * 0.4];
  return Array.from({length: count}, (_, i) => {
    const t = (i + 0.5) / count;
    const u = 1 - t;
    return [u * u * from[0] + 2 * u * t * c[0] + t * t * to[0], u * u * from[1] + 2 * u * t * c[1] + t * t * to[1]];
  });
}

/** A setting in a metal holding a centre stone of a shape; `stoneSize` scales the stone (1: the catalogue's photographs). */
export function renderSettingImage(style: SettingStyle, shape: StoneShape, metal: Metal, stoneSize = 1): string {
  const stone = stonePlacement(shape, style === 'east-west' ? 90 : 0, stoneSize);
  const {halfWidth, halfHeight} = extent(stone);
  const shadow = groundShadow(200, 376, 108, 12);
  const head: string[] = [];
  const front: string[] = [];
  const paveDots = (from: number, to: number, step: number) => [
    ...arcPoints(MID, from, to, step),
    ...arcPoints(MID, 360 - to, 360 - from, step),
  ];

  // Basket under the stone, joining it to the band.
  const baseY = stone.cy + halfHeight * 0.55;
  head.push(
    `<path d="M${n(200 - halfWidth * 0.45)} ${n(baseY)}L${n(200 + halfWidth * 0.45)} ${n(baseY)}L216 ${OUTER.cy - OUTER.ry + 6}L184 ${OUTER.cy - OUTER.ry + 6}Z" fill="url(#ms)" stroke="${metal.tones[2]}" stroke-width="0.6"/>`,
  );

  let open = 0;
  let prongs: 0 | 4 | 6 = shape === 'Round' || shape === 'Oval' || shape === 'Cushion' ? 6 : 4;
  const outline = placedOutline(stone);
  switch (style) {
    case 'pave':
      front.push(pave(paveDots(22, 100, 8), 4.8, metal));
      break;
    case 'halo':
    case 'vintage': {
      const rim = expanded(outline, stone.cx, stone.cy, 9.5);
      head.push(`<path d="${pointsPath(rim)}" fill="url(#ms)" stroke="${metal.tones[2]}" stroke-width="0.6"/>`);
      head.push(pave(spacedAlong(expanded(outline, stone.cx, stone.cy, 5.2), 9.4, true), 4.1, metal));
      front.push(pave(paveDots(24, 92, 8.5), 4.4, metal));
      if (style === 'vintage') {
        const milgrain = `fill="none" stroke="${metal.tones[0]}" stroke-width="2.4" stroke-linecap="round" stroke-dasharray="0 4.6"`;
        front.push(`<path d="${ellipsePath({...OUTER, rx: OUTER.rx - 1.5, ry: OUTER.ry - 1.5})}" ${milgrain}/><path d="${ellipsePath({...HOLE, rx: HOLE.rx + 1.5, ry: HOLE.ry + 1.5})}" ${milgrain}/>`);
      }
      prongs = 4;
      break;
    }
    case 'hidden-halo': {
      const lower = expanded(outline, stone.cx, stone.cy, 2.5).filter(([, y]) => y > stone.cy + halfHeight * 0.15).map(([x, y]): Point => [x, y + 4]);
      head.push(pave(spacedAlong(lower, 7, false), 3, metal));
      break;
    }
    case 'three-stone': {
      const side = renderSideStones(stone, halfWidth, metal);
      head.push(side.body);
      shadow.defs += side.defs;
      break;
    }
    case 'bezel':
      head.push(`<path d="${pointsPath(expanded(outline, stone.cx, stone.cy, 6))}" fill="url(#mb)" stroke="${metal.tones[2]}" stroke-width="0.8"/>`);
      prongs = 0;
      break;
    case 'cathedral':
      for (const sign of [-1, 1]) {
        head.push(strand(on(MID, sign * 40), [200 + sign * halfWidth * 0.8, stone.cy + halfHeight * 0.35], sign * -6, 8, metal));
      }
      break;
    case 'split-shank':
      open = 44;
      for (const sign of [-1, 1]) {
        const root = on(MID, sign * 48);
        const upper: Point = [200 + sign * halfWidth * 0.95, stone.cy + halfHeight * 0.1];
        const lower: Point = [200 + sign * halfWidth * 0.45, stone.cy + halfHeight * 0.85];
        head.push(strand(root, upper, sign * 10, 6, metal), strand(root, lower, sign * -4, 6, metal));
        head.push(pave(quadPoints(root, upper, sign * 10, 5), 2.6, metal));
      }
      break;
    case 'twisted':
      open = 42;
      for (const sign of [-1, 1]) {
        const root = on(MID, sign * 50);
        const upper: Point = [200 + sign * halfWidth * 0.85, stone.cy + halfHeight * 0.2];
        const lower: Point = [200 + sign * halfWidth * 0.35, stone.cy + halfHeight * 0.9];
        head.push(strand([root[0], root[1] - 5], lower, sign * 18, 6.5, metal));
        head.push(strand([root[0], root[1] + 5], upper, sign * -16, 6.5, metal));
        head.push(pave(quadPoints([root[0], root[1] + 5], upper, sign * -16, 5), 2.7, metal));
      }
      break;
    case 'knife-edge':
      front.push(
        `<path d="${pointsPath(arcPoints(MID, 20, 340, 5), false)}" fill="none" stroke="${metal.tones[0]}" stroke-width="1.6" opacity="0.9"/>` +
          `<path d="${pointsPath(arcPoints({...MID, rx: MID.rx - 2, ry: MID.ry - 2}, 20, 340, 5), false)}" fill="none" stroke="${metal.tones[2]}" stroke-width="1.1" opacity="0.7"/>`,
      );
      break;
    case 'east-west':
    case 'solitaire':
      break;
  }

  const centre = renderStone(stone, stonePalette(), 'c', 'full');
  const prongDots = prongs ? beads(prongPoints(stone, prongs), Math.max(3.6, stone.scale * 0.11), metal) : '';
  return svgDocument({
    width: 800,
    height: 800,
    viewBox: '0 0 400 400',
    defs: metalDefs(metal) + shadow.defs + centre.defs,
    body: shadow.body + band(open, metal) + front.join('') + head.join('') + centre.body + prongDots,
  });
}

function renderSideStones(stone: StonePlacement, halfWidth: number, metal: Metal): {defs: string; body: string} {
  const sideShape: StoneShape = stone.shape === 'Emerald' || stone.shape === 'Asscher' ? 'Baguette' : 'Round';
  const scale = sideShape === 'Baguette' ? 7.5 : 15;
  let defs = '';
  let body = '';
  for (const sign of [-1, 1]) {
    const side: StonePlacement = {shape: sideShape, cx: 200 + sign * (halfWidth + scale + 5), cy: stone.cy + 10, scale, squash: 0.86};
    const r = renderStone(side, stonePalette(), sign < 0 ? 'l' : 'r', 'simple');
    defs += r.defs;
    body += r.body + beads(prongPoints(side, 4), 2.8, metal);
  }
  return {defs, body};
}
