// The storefront's logo with its wordmark drawn as outlines from the brand's own fonts (see
// scripts/outline-logo.ts, which writes it to public/logo.svg).
import {readFileSync} from 'node:fs';
import opentype from 'opentype.js';
import {decompress} from 'wawoff2';

interface Wordmark {
  text: string;
  font: opentype.Font;
  /** Left end of the baseline, in the logo's viewBox units. */
  x: number;
  y: number;
  fontSize: number;
  letterSpacing: number;
  /** The advance the text is stretched or squeezed to, spacing and glyphs alike. */
  length: number;
  fill: string;
}

const toArrayBuffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const woffFont = (file: string) => opentype.parse(toArrayBuffer(readFileSync(file)));
const woff2Font = async (file: string) => opentype.parse(toArrayBuffer(await decompress(readFileSync(file))));

function outline({text, font, x, y, fontSize, letterSpacing, length, fill}: Wordmark): string {
  const options = {kerning: true, letterSpacing: letterSpacing / fontSize};
  // Letter spacing follows every letter, the last one too, as in SVG text.
  const advance = font.getAdvanceWidth(text, fontSize, options) + letterSpacing;
  const path = font.getPath(text, 0, 0, fontSize, options).toPathData(1);
  const scale = (length / advance).toFixed(4);
  return `  <path fill="${fill}" transform="translate(${x} ${y}) scale(${scale} 1)" d="${path}"/>`;
}

/** The logo's SVG text, as public/logo.svg holds it. */
export async function outlinedLogoSvg(): Promise<string> {
  const cormorant = woffFont('node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff');
  // The variable font's default instance is the regular weight.
  const inter = await woff2Font('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  const wordmarks: Wordmark[] = [
    {text: 'AURELIA', font: cormorant, x: 32, y: 21, fontSize: 21, letterSpacing: 5, length: 106, fill: '#1f2a30'},
    {text: 'FINE JEWELRY', font: inter, x: 146, y: 20, fontSize: 8.5, letterSpacing: 2.6, length: 66, fill: '#6b7378'},
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="214" height="29" viewBox="0 0 214 29" role="img" aria-label="Aurelia">
  <g fill="none" stroke="#8a6a2f" stroke-width="1.4" stroke-linejoin="round">
    <path d="M14.5 3 22 10.5 14.5 26 7 10.5Z"/>
    <path d="M7 10.5h15M11 10.5l3.5 15.5 3.5-15.5M11 10.5l3.5-7.5 3.5 7.5"/>
  </g>
${wordmarks.map(outline).join('\n')}
</svg>
`;
}
