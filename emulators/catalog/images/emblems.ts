// Pictures for products that are services or paper: protection plans, the warranty, the love note
// and the gift. Line drawings in a warm gold on a pale ground, with no lettering.
import type {Emblem} from '../image-paths';
import {linearGradient, svgDocument} from './svg';

const INK = '#9C7A3C';
const PAPER = '#FBF8F3';

const SHIELD = 'M200 70L300 108V196C300 262 256 310 200 332C144 310 100 262 100 196V108Z';
const GEM = 'M170 170h60l20 22-50 58-50-58Z M150 192h100M185 170l-10 22 25 58 25-58-10-22';

function emblemBody(emblem: Emblem): string {
  const line = `stroke="${INK}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"`;
  const thin = `fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;
  const open = `fill="none" ${line}`;
  switch (emblem) {
    case 'protection-plan':
      return `<path d="${SHIELD}" fill="url(#paper)" ${line}/><path d="${GEM}" ${thin}/>`;
    case 'lifetime-plan':
      return (
        `<path d="${SHIELD}" fill="url(#paper)" ${line}/><path d="M180 110h40" ${thin}/>` +
        `<path d="M200 200c-22-30-62-30-62 0s40 30 62 0 62-30 62 0-40 30-62 0Z" ${open}/>`
      );
    case 'limited-warranty':
      return `<path d="${SHIELD}" fill="url(#paper)" ${line}/><path d="M158 200l30 30 56-62" ${open}/>`;
    case 'love-note':
      return (
        `<rect x="92" y="120" width="216" height="150" rx="6" fill="url(#paper)" ${line}/>` +
        `<path d="M92 126l108 84 108-84" ${thin}/>` +
        `<path d="M200 236c-10-12-30-14-30 2 0 14 18 24 30 32 12-8 30-18 30-32 0-16-20-14-30-2Z" fill="#C98F86" stroke="${INK}" stroke-width="2.5"/>`
      );
    case 'gift-box':
      return (
        `<rect x="110" y="170" width="180" height="140" rx="4" fill="url(#paper)" ${line}/>` +
        `<rect x="98" y="140" width="204" height="36" rx="4" fill="url(#paper)" ${line}/>` +
        `<path d="M200 140V310" ${open}/>` +
        `<path d="M200 140c-20-40-66-44-60-14 4 18 40 16 60 14Zm0 0c20-40 66-44 60-14-4 18-40 16-60 14Z" ${thin}/>`
      );
  }
}

export function renderEmblemImage(emblem: Emblem): string {
  return svgDocument({
    width: 800,
    height: 800,
    viewBox: '0 0 400 400',
    defs: linearGradient('paper', [PAPER, '#F1EADF'], {x1: 0, y1: 0, x2: 0, y2: 1}),
    body: emblemBody(emblem),
  });
}
