/**
 * Plain text of an HTML fragment, cut at a word boundary to at most `max` characters, for meta
 * descriptions of pages that have none of their own.
 */
export function summarize(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 3);
  return `${text.slice(0, cut > 0 ? cut : max - 3)}...`;
}
