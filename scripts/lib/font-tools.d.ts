// subset-font and fontverter ship no types; the parts the font subsets and their test use.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      keepFeatures?: string[];
      variationAxes?: Record<string, number | {min: number; max: number; default?: number}>;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {convert(font: Uint8Array, toFormat: 'woff2' | 'woff' | 'truetype' | 'sfnt'): Promise<Buffer>};
  export default fontverter;
}
