// Shared wrapper for product pictures: 400-unit canvas rendered at 800 px, metal paints and a
// contact shadow, so every piece is framed the same way.
import type {Gemstone, Metal} from '../materials';
import {metalDefs} from './metal';
import {renderStone, stonePalette} from './stone';
import {groundShadow, n, radialGradient, svgDocument} from './svg';

export interface Art {
  defs: string;
  body: string;
}

export function productDocument(metal: Metal, art: Art, shadow: {cx: number; cy: number; rx: number; ry: number}): string {
  const ground = groundShadow(shadow.cx, shadow.cy, shadow.rx, shadow.ry);
  return svgDocument({
    width: 800,
    height: 800,
    viewBox: '0 0 400 400',
    defs: metalDefs(metal) + ground.defs + art.defs,
    body: ground.body + art.body,
  });
}

/**
 * `#st`: one small faceted stone at the origin (half-width 10), reused through <use> for lines of
 * stones (tennis pieces), which keeps them faceted without repeating the geometry.
 */
export function smallStoneDef(gem: Gemstone): string {
  const stone = renderStone({shape: 'Round', cx: 0, cy: 0, scale: 10}, stonePalette(gem), 'st', 'simple');
  return `${stone.defs}<g id="st">${stone.body}<circle r="10.6" fill="none" stroke="url(#ms)" stroke-width="2"/></g>`;
}

export function stoneAt(x: number, y: number, k: number, extra = ''): string {
  return `<use href="#st" transform="translate(${n(x)} ${n(y)}) scale(${Math.round(k * 100) / 100})"${extra}/>`;
}

/** `url(#gm)`: a small-stone paint in the gem's colour (pavé-sized gemstones). */
export function gemPaveDef(gem: Gemstone): string {
  const [s0, s1, , s3] = stonePalette(gem).shades;
  return radialGradient('gm', [[0, s0], [0.5, s1], [1, s3]], {cx: 0.4, cy: 0.35, r: 0.7});
}
