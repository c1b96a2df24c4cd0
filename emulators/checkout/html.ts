// HTML building blocks for the local checkout: every interpolated value goes through `escapeHtml`.
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Marks already-escaped markup, so that it is not escaped twice. */
export interface SafeHtml {
  html: string;
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const rendered = Array.isArray(value)
      ? value.map((v) => (isSafe(v) ? v.html : escapeHtml(v))).join('')
      : isSafe(value)
        ? value.html
        : escapeHtml(value);
    out += rendered + (strings[i + 1] ?? '');
  });
  return {html: out};
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && 'html' in value && typeof (value as SafeHtml).html === 'string';
}

const STYLES = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; }
  body { margin: 0; background: #f6f5f3; }
  main { max-width: 44rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .notice { font-size: 0.85rem; color: #5f5f63; }
  table { width: 100%; border-collapse: collapse; margin: 1.5rem 0; }
  th, td { text-align: left; padding: 0.6rem 0.4rem; border-bottom: 1px solid #e6e4e0; vertical-align: top; }
  td.number, th.number { text-align: right; white-space: nowrap; }
  ul.details { margin: 0.25rem 0 0; padding-left: 1rem; font-size: 0.85rem; color: #5f5f63; }
  tfoot th, tfoot td { border-bottom: none; }
  .total { font-weight: 700; font-size: 1.1rem; }
  .discount { display: block; font-size: 0.85rem; color: #5f5f63; white-space: normal; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  button { font: inherit; padding: 0.8rem 1.6rem; border: none; border-radius: 8px; background: #1d1d1f; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2f6fed; outline-offset: 2px; }
  a { color: #1f4fbf; }
`;

export function page(title: string, body: SafeHtml): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
${body.html}
</main>
</body>
</html>`;
}
