// The shop's wordmark for the header (about 214x29): a faceted mark and the name in spaced capitals.
import {SHOP_NAME} from '../support-content';
import {svgDocument} from './svg';

export function renderLogo(): string {
  const word = SHOP_NAME.split(' ')[0]?.toUpperCase() ?? '';
  return svgDocument({
    width: 214,
    height: 29,
    viewBox: '0 0 214 29',
    body:
      `<title>${SHOP_NAME}</title>` +
      `<g fill="none" stroke="#1E1C1A" stroke-width="1.3" stroke-linejoin="round">` +
      `<path d="M6 9h16l4 5-12 13L2 14Z"/><path d="M2 14h24M10 9l-2 5 6 13 6-13-2-5"/></g>` +
      `<text x="38" y="22" font-family="'Cormorant Garamond', 'Didot', 'Bodoni 72', 'Times New Roman', serif" font-size="20" letter-spacing="7" fill="#1E1C1A">${word}</text>`,
  });
}
