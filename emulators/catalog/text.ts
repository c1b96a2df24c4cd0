// Small text helpers for titles, handles and HTML bodies.

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text of an HTML body, as Shopify derives `description` from `descriptionHtml`. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li)>/g, '$& ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}


export function bulletList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** Whole dollars to cents, rounded to a retail price point ending in 0. */
export function retailCents(dollars: number): number {
  return Math.round(dollars / 10) * 10 * 100;
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', {minimumFractionDigits: 0, maximumFractionDigits: 2})}`;
}

