// Earrings, always as a pair: the second piece sits a little higher and smaller, as if further away.
import type {ProductDesign} from '../image-paths';
import type {Gemstone, Metal} from '../materials';
import {gemPaveDef, productDocument, smallStoneDef, stoneAt, type Art} from './art';
import {beads, expanded, pave, spacedAlong} from './metal';
import {placedOutline, prongPoints, renderStone, stonePalette, type StonePlacement} from './stone';
import {n, pointsPath, type Point} from './svg';

interface Placement {
  x: number;
  y: number;
  k: number;
}

const PAIR: readonly Placement[] = [
  {x: 124, y: 214, k: 1},
  {x: 280, y: 184, k: 0.9},
];

function stud(at: Placement, gem: Gemstone, metal: Metal, id: string, halo: boolean): Art {
  const stone: StonePlacement = {shape: 'Round', cx: at.x, cy: at.y, scale: 58 * at.k * (halo ? 0.74 : 1)};
  const art = renderStone(stone, stonePalette(gem), id, 'full');
  let under = '';
  if (halo) {
    const outline = placedOutline(stone);
    under =
      `<path d="${pointsPath(expanded(outline, at.x, at.y, 10 * at.k))}" fill="url(#ms)" stroke="${metal.tones[2]}" stroke-width="0.6"/>` +
      pave(spacedAlong(expanded(outline, at.x, at.y, 5.4 * at.k), 9.5 * at.k, true), 4.2 * at.k, metal);
  }
  return {defs: art.defs, body: under + art.body + beads(prongPoints(stone, 4), 5.2 * at.k, metal)};
}

function hoop(at: Placement, metal: Metal, size: number, tube: number, stones: boolean): string {
  const rx = size * 0.86 * at.k;
  const ry = size * at.k;
  const cy = at.y - 40 + ry;
  const arc = (r: number) => `M${n(at.x)} ${n(cy - ry)}a${n(rx * r)} ${n(ry)} 0 1 0 0.1 0`;
  let body =
    `<path d="${arc(1)}" fill="none" stroke="${metal.tones[2]}" stroke-width="${n(tube * at.k + 1.5)}"/>` +
    `<path d="${arc(1)}" fill="none" stroke="url(#mb)" stroke-width="${n(tube * at.k)}"/>`;
  if (stones) {
    const front: Point[] = [];
    for (let d = 35; d <= 165; d += 10) {
      const a = (d * Math.PI) / 180;
      front.push([at.x - rx * Math.cos(a), cy + ry * Math.sin(a)]);
    }
    body += pave(front, tube * at.k * 0.36, metal);
  } else {
    body += `<path d="M${n(at.x - rx * 0.7)} ${n(cy - ry * 0.7)}A${n(rx)} ${n(ry)} 0 0 0 ${n(at.x - rx * 0.7)} ${n(cy + ry * 0.7)}" fill="none" stroke="#FFFFFF" stroke-width="${n(tube * at.k * 0.25)}" stroke-linecap="round" opacity="0.6"/>`;
  }
  return body;
}

function drop(at: Placement, gem: Gemstone, metal: Metal, id: string): Art {
  const top: StonePlacement = {shape: 'Round', cx: at.x, cy: at.y - 92 * at.k, scale: 19 * at.k};
  const pear: StonePlacement = {shape: 'Pear', cx: at.x, cy: at.y + 30 * at.k, scale: 44 * at.k};
  const topArt = renderStone(top, stonePalette(), `${id}t`, 'simple');
  const pearArt = renderStone(pear, stonePalette(gem), id, 'full');
  const link = `<path d="M${at.x} ${n(top.cy + 18 * at.k)}L${at.x} ${n(pear.cy - 66 * at.k)}" stroke="url(#mb)" stroke-width="${n(4 * at.k)}"/>`;
  return {
    defs: topArt.defs + pearArt.defs,
    body: link + topArt.body + beads(prongPoints(top, 4), 3.2 * at.k, metal) + pearArt.body + beads(prongPoints(pear, 4), 4.4 * at.k, metal),
  };
}

function climber(at: Placement, mirror: number): string {
  const points: Point[] = [];
  const radii: number[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((215 - i * 19) * Math.PI) / 180;
    points.push([at.x + mirror * 56 * at.k * Math.cos(a), at.y + 30 - 64 * at.k * Math.sin(a) - i * 9 * at.k]);
    radii.push((15 - i * 1.6) * at.k);
  }
  const spine = `<path d="${pointsPath(points, false)}" fill="none" stroke="url(#mb)" stroke-width="${n(10 * at.k)}" stroke-linecap="round"/>`;
  return spine + points.map((p, i) => stoneAt(p[0], p[1], (radii[i] ?? 4) / 10.6)).join('');
}

/** One earring drawn at the origin, reused for both of the pair through <use>. */
function single(design: ProductDesign, metal: Metal, gem: Gemstone, plain: boolean, mirror: number): Art {
  const at: Placement = {x: 0, y: 0, k: 1};
  switch (design) {
    case 'halo-studs':
      return stud(at, gem, metal, 'e', true);
    case 'hoop-earrings':
      return {defs: '', body: hoop(at, metal, 86, plain ? 12 : 14, !plain)};
    case 'huggie-earrings':
      return {defs: '', body: hoop(at, metal, 56, 18, true)};
    case 'drop-earrings':
      return drop(at, gem, metal, 'e');
    case 'climber-earrings':
      return {defs: smallStoneDef(gem), body: climber(at, mirror)};
    default:
      return stud(at, gem, metal, 'e', false);
  }
}

export function renderEarringImage(design: ProductDesign, metal: Metal, gem: Gemstone, plain: boolean): string {
  const piece = single(design, metal, gem, plain, 1);
  const gemDefs = gem.slug === 'diamond' ? '' : gemPaveDef(gem);
  // Climbers are mirror images; everything else is an identical pair.
  const uses = [...PAIR]
    .reverse()
    .map((at, i) => {
      const flip = design === 'climber-earrings' && i === 0 ? ' scale(-1 1)' : '';
      return `<use href="#ear" transform="translate(${at.x} ${at.y}) scale(${at.k})${flip}"/>`;
    })
    .join('');
  return productDocument(
    metal,
    {defs: gemDefs + piece.defs + `<g id="ear">${piece.body}</g>`, body: uses},
    {cx: 205, cy: 318, rx: 150, ry: 14},
  );
}
