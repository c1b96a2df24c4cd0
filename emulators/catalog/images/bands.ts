// Wedding bands, lying on their side in perspective: the top rim, the outer wall facing the viewer,
// and the inside of the far wall seen through the opening.
import type {ProductDesign} from '../image-paths';
import type {Gemstone, Metal} from '../materials';
import {gemPaveDef, productDocument} from './art';
import {n} from './svg';

const CX = 200;
const CY = 176;
const RX = 142;
const RY = 56;
const RIM = 15;

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}

/** Point on the front wall: t in degrees, 0 at the right, 90 at the front. */
function wall(t: number, h: number, at: number): [number, number] {
  const a = (t * Math.PI) / 180;
  return [CX + RX * Math.cos(a), CY + RY * Math.sin(a) + h * at];
}

export function renderBandImage(design: ProductDesign, metal: Metal, gem: Gemstone | null): string {
  const wide = design === 'hammered-band' || design === 'brushed-band';
  const h = wide ? 66 : design === 'classic-band' || design === 'knife-edge-band' ? 42 : 48;
  const [hi, , lo] = metal.tones;
  const ir = RX - RIM;
  const iry = RY - RIM * 0.42;
  const parts: string[] = [];
  parts.push(`<path d="${ellipse(CX, CY, ir, iry)}${ellipse(CX, CY + h, ir, iry)}" fill="url(#mi)" fill-rule="evenodd"/>`);
  parts.push(
    `<path d="M${CX - RX} ${CY}a${RX} ${RY} 0 0 0 ${2 * RX} 0l0 ${h}a${RX} ${RY} 0 0 1 ${-2 * RX} 0Z" fill="url(#mb)" stroke="${lo}" stroke-width="0.6"/>`,
  );
  parts.push(`<path d="${ellipse(CX, CY, RX, RY)}${ellipse(CX, CY, ir, iry)}" fill="url(#ms)" fill-rule="evenodd" stroke="${lo}" stroke-width="0.6"/>`);
  const frontArc = (at: number, from = 8, to = 172) => {
    const pts: string[] = [];
    for (let t = from; t <= to; t += 4) {
      const [x, y] = wall(t, h, at);
      pts.push(`${pts.length ? 'L' : 'M'}${n(x)} ${n(y)}`);
    }
    return pts.join('');
  };
  const stones = (count: number, radius: number, at: number, from: number, to: number) => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const t = from + ((to - from) * (i + 0.5)) / count;
      const [x, y] = wall(t, h, at);
      const squeeze = Math.max(0.3, Math.sin((t * Math.PI) / 180));
      out.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(radius * squeeze)}" ry="${n(radius)}"/>`);
    }
    return `<g fill="url(#${gem && gem.slug !== 'diamond' ? 'gm' : 'pv'})" stroke="${lo}" stroke-width="0.8">${out.join('')}</g>`;
  };

  switch (design) {
    case 'pave-band':
      parts.push(stones(15, 6, 0.5, 40, 140));
      break;
    case 'eternity-band':
      parts.push(stones(17, 9.5, 0.5, 6, 174));
      break;
    case 'baguette-band': {
      const rects: string[] = [];
      for (let i = 0; i < 13; i++) {
        const t = 22 + (136 * (i + 0.5)) / 13;
        const [x, y] = wall(t, h, 0.5);
        const w = 10 * Math.max(0.3, Math.sin((t * Math.PI) / 180));
        rects.push(`<rect x="${n(x - w / 2)}" y="${n(y - 15)}" width="${n(w)}" height="30" rx="1"/>`);
      }
      parts.push(`<g fill="url(#pv)" stroke="${lo}" stroke-width="0.8">${rects.join('')}</g>`);
      break;
    }
    case 'knife-edge-band':
      parts.push(`<path d="${frontArc(0.5)}" fill="none" stroke="${hi}" stroke-width="2"/><path d="${frontArc(0.56)}" fill="none" stroke="${lo}" stroke-width="1.2" opacity="0.7"/>`);
      break;
    case 'milgrain-band': {
      const beads = `fill="none" stroke="${hi}" stroke-width="2.6" stroke-linecap="round" stroke-dasharray="0 5"`;
      parts.push(`<path d="${frontArc(0.1)}" ${beads}/><path d="${frontArc(0.9)}" ${beads}/>`);
      break;
    }
    case 'hammered-band': {
      const dents: string[] = [];
      for (let i = 0; i < 40; i++) {
        // Golden-angle scatter: even but irregular, and deterministic.
        const t = 14 + ((i * 137.508) % 152);
        const at = 0.15 + ((i * 0.618) % 1) * 0.7;
        const [x, y] = wall(t, h, at);
        const squeeze = Math.max(0.3, Math.sin((t * Math.PI) / 180));
        dents.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(7 * squeeze)}" ry="5" fill="${i % 2 ? hi : lo}" opacity="${i % 3 ? 0.35 : 0.2}"/>`);
      }
      parts.push(dents.join(''));
      break;
    }
    case 'brushed-band': {
      const lines: string[] = [];
      for (let at = 0.2; at < 0.85; at += 0.09) lines.push(`<path d="${frontArc(at)}"/>`);
      parts.push(`<g fill="none" stroke="${lo}" stroke-width="0.6" opacity="0.3">${lines.join('')}</g>`);
      parts.push(`<path d="${frontArc(0.06)}" fill="none" stroke="${hi}" stroke-width="2.2"/>`);
      break;
    }
    case 'curved-band':
      parts.push(`<path d="M${CX - 46} ${n(CY + RY - 3)}Q${CX} ${CY + RY + 26} ${CX + 46} ${n(CY + RY - 3)}" fill="none" stroke="${lo}" stroke-width="1.4" opacity="0.7"/>`);
      parts.push(`<path d="M${CX - 40} ${n(CY + RY + 1)}Q${CX} ${CY + RY + 27} ${CX + 40} ${n(CY + RY + 1)}" fill="none" stroke="${hi}" stroke-width="1.6"/>`);
      break;
    default:
      break;
  }
  // A soft specular streak along the outer wall.
  parts.push(`<path d="${frontArc(0.32, 40, 120)}" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity="0.45"/>`);
  return productDocument(metal, {defs: gem && gem.slug !== 'diamond' ? gemPaveDef(gem) : '', body: parts.join('')}, {cx: 200, cy: CY + h + RY + 14, rx: 160, ry: 16});
}
