// Apart from the search client, so pages that show search records' images need not load the client.
/** Search records may hold paths on the catalogue's image host (the local stack) or full URLs. */
export function catalogImageUrl(imageUrl: string | null | undefined, origin: string | null): string | null {
  if (!imageUrl) return null;
  if (/^https?:\/\//.test(imageUrl) || !origin) return imageUrl;
  return new URL(imageUrl, origin).toString();
}
