// Necklaces: a fine chain falling in a V to a pendant, or a line of stones along a U.
import type {ProductDesign} from '../image-paths';
import type {Gemstone, Metal} from '../materials';
import {gemPaveDef, productDocument, smallStoneDef, stoneAt, type Art} from './art';
import {beads, expanded, pave, spacedAlong} from './metal';
import {placedOutline, prongPoints, renderStone, stonePalette, type StonePlacement} from './stone';
import {n, pointsPath, type Point} from './svg';

const BAIL: Point = [200, 216];

/** Two strands from the top corners down to `left` and `right`. */
function chain(left: Point, right: Point, metal: Metal): string {
  const d = `M34 0Q70 ${n(left[1] * 0.78)} ${n(left[0])} ${n(left[1])}M366 0Q330 ${n(right[1] * 0.78)} ${n(right[0])} ${n(right[1])}`;
  return (
    `<path d="${d}" fill="none" stroke="${metal.tones[2]}" stroke-width="2.6"/>` +
    `<path d="${d}" fill="none" stroke="${metal.tones[0]}" stroke-width="1.6" stroke-dasharray="3 1.4"/>`
  );
}

/** `count` points evenly spaced along a U hanging `depth` px from the top. */
function uCurve(depth: number, count: number): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    const x = 50 + 300 * t;
    pts.push([x, 10 + depth * Math.sin(Math.PI * t) ** 0.8]);
  }
  let length = 0;
  for (let i = 1; i < pts.length; i++) length += Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]);
  return spacedAlong(pts, length / count, false);
}

function pendant(gem: Gemstone, metal: Metal, style: 'solitaire' | 'halo' | 'bezel'): Art {
  const stone: StonePlacement = {shape: 'Round', cx: 200, cy: 276, scale: style === 'halo' ? 38 : 46};
  const art = renderStone(stone, stonePalette(gem), 'p', 'full');
  const outline = placedOutline(stone);
  const bail = `<ellipse cx="${BAIL[0]}" cy="${BAIL[1] + 4}" rx="7" ry="12" fill="none" stroke="url(#mb)" stroke-width="4"/>`;
  let under = '';
  let over = '';
  if (style === 'halo') {
    under =
      `<path d="${pointsPath(expanded(outline, 200, 276, 10))}" fill="url(#ms)" stroke="${metal.tones[2]}" stroke-width="0.6"/>` +
      pave(spacedAlong(expanded(outline, 200, 276, 5.4), 9.4, true), 4.2, metal);
  } else if (style === 'bezel') {
    under = `<path d="${pointsPath(expanded(outline, 200, 276, 7))}" fill="url(#mb)" stroke="${metal.tones[2]}" stroke-width="0.8"/>`;
  } else {
    over = beads(prongPoints(stone, 4), 4.2, metal);
  }
  return {defs: art.defs, body: chain([BAIL[0] - 4, BAIL[1]], [BAIL[0] + 4, BAIL[1]], metal) + bail + under + art.body + over};
}

export function renderNecklaceImage(design: ProductDesign, metal: Metal, gem: Gemstone): string {
  let art: Art;
  switch (design) {
    case 'halo-pendant':
      art = pendant(gem, metal, 'halo');
      break;
    case 'bezel-pendant':
      art = pendant(gem, metal, 'bezel');
      break;
    case 'bar-necklace': {
      const bar = `<rect x="140" y="226" width="120" height="16" rx="8" fill="url(#mb)" stroke="${metal.tones[2]}" stroke-width="0.8"/>`;
      const dots = Array.from({length: 9}, (_, i): Point => [152 + i * 12, 234]);
      art = {defs: '', body: chain([142, 234], [258, 234], metal) + bar + pave(dots, 4.4, metal)};
      break;
    }
    case 'tennis-necklace': {
      const stones = uCurve(270, 40);
      art = {defs: smallStoneDef(gem), body: stones.map(([x, y]) => stoneAt(x, y, 0.72)).join('')};
      break;
    }
    case 'station-necklace': {
      const path = uCurve(250, 60);
      const stations = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8].map((f) => path[Math.round(f * (path.length - 1))]!);
      art = {
        defs: '',
        body:
          `<path d="${pointsPath(path, false)}" fill="none" stroke="${metal.tones[1]}" stroke-width="1.8" stroke-dasharray="3 1.4"/>` +
          beads(stations, 8.5, metal) +
          pave(stations, 5.6, metal),
      };
      break;
    }
    default:
      art = pendant(gem, metal, 'solitaire');
  }
  const gemDefs = gem.slug === 'diamond' ? '' : gemPaveDef(gem);
  return productDocument(metal, {defs: gemDefs + art.defs, body: art.body}, {cx: 200, cy: 330, rx: 120, ry: 10});
}
