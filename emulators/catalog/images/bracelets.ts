// Bracelets lying flat, seen from above at an angle: an ellipse whose far half is drawn first,
// smaller and dimmer, so stones and links read in depth.
import type {ProductDesign} from '../image-paths';
import type {Gemstone, Metal} from '../materials';
import {gemPaveDef, productDocument, smallStoneDef, stoneAt} from './art';
import {beads, pave} from './metal';
import {n, type Point} from './svg';

const CX = 200;
const CY = 200;
const RX = 150;
const RY = 78;

/** t in degrees: 90 is nearest the viewer. Depth 0 (far) to 1 (near). */
function around(t: number): {p: Point; depth: number} {
  const a = (t * Math.PI) / 180;
  return {p: [CX + RX * Math.cos(a), CY + RY * Math.sin(a)], depth: (Math.sin(a) + 1) / 2};
}

function ring(stroke: string, width: number, from = 0, to = 360, extra = ''): string {
  if (to - from >= 360) {
    return `<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
  }
  const pts: string[] = [];
  for (let t = from; t <= to; t += 5) {
    const {p} = around(t);
    pts.push(`${pts.length ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`);
  }
  return `<path d="${pts.join('')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

function tennis(): string {
  const stones = Array.from({length: 34}, (_, i) => around(i * (360 / 34))).sort((a, b) => a.depth - b.depth);
  return stones.map(({p, depth}) => stoneAt(p[0], p[1], 0.62 + depth * 0.42, depth < 0.4 ? ' opacity="0.8"' : '')).join('');
}

function paperclip(metal: Metal): string {
  const links = Array.from({length: 22}, (_, i) => around(i * (360 / 22) + 4)).sort((a, b) => a.depth - b.depth);
  return links
    .map(({p, depth}, i) => {
      const t = Math.atan2((p[1] - CY) / RY, (p[0] - CX) / RX);
      const angle = (Math.atan2(RY * Math.cos(t), -RX * Math.sin(t)) * 180) / Math.PI;
      const w = 18 + depth * 6;
      return `<rect x="${n(p[0] - w / 2)}" y="${n(p[1] - 4)}" width="${n(w)}" height="8" rx="4" transform="rotate(${n(angle)} ${n(p[0])} ${n(p[1])})" fill="none" stroke="${i % 2 ? 'url(#mb)' : metal.tones[1]}" stroke-width="${n(2 + depth)}"/>`;
    })
    .join('');
}

export function renderBraceletImage(design: ProductDesign, metal: Metal, gem: Gemstone): string {
  const [hi, , lo] = metal.tones;
  let body: string;
  switch (design) {
    case 'bangle':
    case 'cuff': {
      const open = design === 'cuff';
      const from = open ? 112 : 0;
      const to = open ? 428 : 360;
      body = ring(lo, 15, from, to) + ring('url(#mb)', 13, from, to) + ring(hi, 2, 30, 150, ' opacity="0.6"');
      if (open) {
        body += pave([around(112).p, around(68).p], 8, metal);
      } else if (gem.slug === 'diamond') {
        body += pave(Array.from({length: 15}, (_, i) => around(34 + i * 8).p), 4.6, metal);
      }
      break;
    }
    case 'chain-bracelet':
      body = paperclip(metal);
      break;
    case 'station-bracelet': {
      const stations = [30, 60, 90, 120, 150].map((t) => around(t).p);
      body = ring(metal.tones[1], 1.8, 0, 360, ' stroke-dasharray="3 1.4"') + beads(stations, 9, metal) + pave(stations, 6, metal);
      break;
    }
    default:
      body = tennis();
  }
  const gemDefs = (gem.slug === 'diamond' ? '' : gemPaveDef(gem)) + (design === 'tennis-bracelet' ? smallStoneDef(gem) : '');
  return productDocument(metal, {defs: gemDefs, body}, {cx: 200, cy: CY + RY + 22, rx: 170, ry: 18});
}
