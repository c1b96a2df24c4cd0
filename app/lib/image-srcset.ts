/** The widths Hydrogen's Image offers (200 to 3000 px in steps of 200). */
const SRCSET_WIDTHS = Array.from({length: 15}, (_, i) => 200 + i * 200);

// Relative URLs go through URL() on a placeholder origin and come back relative, as in Hydrogen's loader.
const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid';

function withWidth(url: string, width: number): string {
  const resized = new URL(url, PLACEHOLDER_ORIGIN);
  resized.searchParams.set('width', String(width));
  return resized.href.replace(PLACEHOLDER_ORIGIN, '');
}

/**
 * A width-descriptor srcset for an image on Shopify's CDN, which resizes by a `width` query parameter
 * (Hydrogen's loader): the widths below the source's, then the source itself at its own width. None for
 * a vector image (the same file at every width) or one of unknown width.
 */
export function catalogImageSrcSet(url: string, sourceWidth: number | null | undefined): string | undefined {
  if (!sourceWidth || /\.svg(?:$|[?#])/i.test(url)) return undefined;
  const candidates = SRCSET_WIDTHS.filter((width) => width < sourceWidth).map((width) => `${withWidth(url, width)} ${width}w`);
  return [...candidates, `${url} ${sourceWidth}w`].join(', ');
}
