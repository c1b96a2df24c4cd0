// Building blocks for the catalogue's SVG images: number formatting, documents, gradients and
// colour arithmetic. Kept tiny because every image must stay under ~8 KB.
export type Point = readonly [number, number];

/** One decimal place: crisp at 2x and keeps files small. */
export function n(x: number): string {
  return String(Math.round(x * 10) / 10);
}

export function pointsPath(points: readonly Point[], close = true): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + (close ? 'Z' : '');
}

export function svgDocument(options: {width: number; height: number; viewBox: string; defs?: string; body: string}): string {
  const defs = options.defs ? `<defs>${options.defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" ` +
    `viewBox="${options.viewBox}">${defs}${options.body}</svg>`
  );
}

export function linearGradient(id: string, stops: readonly string[], angle: {x1: number; y1: number; x2: number; y2: number}): string {
  // Offsets as fractions (`1`, not `100%`): the same stops in fewer bytes.
  const stopTags = stops.map((color, i) => `<stop offset="${Math.round((i / Math.max(1, stops.length - 1)) * 1000) / 1000}" stop-color="${color}"/>`);
  return `<linearGradient id="${id}" x1="${angle.x1}" y1="${angle.y1}" x2="${angle.x2}" y2="${angle.y2}">${stopTags.join('')}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[], center = {cx: 0.5, cy: 0.5, r: 0.5}): string {
  const stopTags = stops.map(([offset, color, opacity]) =>
    `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
  );
  return `<radialGradient id="${id}" cx="${center.cx}" cy="${center.cy}" r="${center.r}">${stopTags.join('')}</radialGradient>`;
}

/** A soft contact shadow, so objects sit on whatever neutral background the page uses. */
export function groundShadow(cx: number, cy: number, rx: number, ry: number): {defs: string; body: string} {
  return {
    defs: radialGradient('shadow', [[0, '#3A3026', 0.22], [0.6, '#3A3026', 0.08], [1, '#3A3026', 0]]),
    body: `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`,
  };
}

function parseHex(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #RRGGBB colours; t=0 gives `a`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const channel = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`.toUpperCase();
}
