/** Only ever the platform's own checkout page for this cart, over http(s). */
export function checkoutLocation(checkoutUrl: string): string | null {
  try {
    const url = new URL(checkoutUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
