// Merchant HTML (a product's descriptionHtml, a collection's, a page or policy body) read into a
// small tree of allowed elements, which React then renders as elements and escaped text: no
// merchant markup ever reaches the page as HTML. Only structure survives (paragraphs, headings,
// lists, tables, emphasis, line breaks, safe links); other tags give up their text, and script-like
// elements are dropped with their content. Headings start at h2: the page owns its h1.
import {isSafeHref} from './safe-link';

const BLOCKS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;
const INLINES = ['strong', 'em', 'br', 'a'] as const;
export type RichTag = (typeof BLOCKS)[number] | (typeof INLINES)[number];

export type RichNode = string | {tag: RichTag; href?: string; children: RichNode[]};
type RichElement = Exclude<RichNode, string>;

const RENAMED: Record<string, RichTag> = {b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4'};
const ALLOWED = new Set<string>([...BLOCKS, ...INLINES]);
/** Their content is not text for a shopper. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'head', 'title', 'textarea', 'select']);
const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'source', 'wbr', 'area', 'base', 'col', 'embed', 'param', 'track']);
/** Tags that end the open paragraph or list item, as an HTML parser would. */
const CLOSES_P = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'div', 'table', 'section', 'article']);
/** A new cell or row ends the open one. */
const ENDS: Partial<Record<RichTag, RichTag[]>> = {li: ['li'], td: ['td', 'th'], th: ['td', 'th'], tr: ['tr']};

const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '\u2013', mdash: '\u2014', rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c', hellip: '\u2026', times: '\u00d7', deg: '\u00b0', reg: '\u00ae', copy: '\u00a9', trade: '\u2122'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function attribute(source: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(source);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim() : null;
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!?[^>]*>/g;

export function parseRichText(html: string): RichNode[] {
  const root: RichElement = {tag: 'p', children: []};
  const stack: RichElement[] = [root];
  let dropping: string | null = null;
  let last = 0;

  const top = () => stack[stack.length - 1]!;
  const pushText = (raw: string) => {
    if (dropping || !raw) return;
    const text = decodeEntities(raw.replace(/[ \t\n\r\f]+/g, ' '));
    const children = top().children;
    const previous = children[children.length - 1];
    if (typeof previous === 'string') children[children.length - 1] = previous + text;
    else children.push(text);
  };
  const closeTo = (tag: string) => {
    for (let index = stack.length - 1; index > 0; index--) {
      if (stack[index]!.tag === tag) {
        stack.length = index;
        return;
      }
    }
  };

  for (const match of html.matchAll(TOKEN)) {
    pushText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const rawName = match[1]?.toLowerCase();
    if (!rawName) continue;
    const closing = match[0][1] === '/';
    if (dropping) {
      if (closing && rawName === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(rawName)) {
      if (!closing && !VOID.has(rawName) && !/\/\s*$/.test(match[2] ?? '')) dropping = rawName;
      continue;
    }
    const tag = RENAMED[rawName] ?? rawName;
    if (closing) {
      if (ALLOWED.has(tag)) closeTo(tag);
      else if (CLOSES_P.has(rawName)) closeTo('p');
      continue;
    }
    if (CLOSES_P.has(rawName)) closeTo('p');
    for (const open of ENDS[tag as RichTag] ?? []) closeTo(open);
    if (!ALLOWED.has(tag)) continue;
    const element: RichElement = {tag: tag as RichTag, children: []};
    if (tag === 'a') {
      const href = attribute(match[2] ?? '', 'href');
      if (href && isSafeHref(href)) element.href = href;
    }
    top().children.push(element);
    if (tag !== 'br') stack.push(element);
  }
  pushText(html.slice(last));
  return tidy(root.children);
}

/** An empty cell still holds its column. */
const KEPT_EMPTY = new Set<RichTag>(['br', 'td', 'th']);
/** Text between their children is layout whitespace (and inside tables, invalid DOM). */
const CONTAINERS = new Set<RichTag>(['ul', 'ol', 'blockquote', 'table', 'thead', 'tbody', 'tr']);

/** Drops empty elements and whitespace-only text where only blocks belong (top level, lists). */
function tidy(nodes: RichNode[], container = true): RichNode[] {
  const out: RichNode[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      if (node.trim() || !container) out.push(node);
      continue;
    }
    const children = tidy(node.children, CONTAINERS.has(node.tag));
    if (KEPT_EMPTY.has(node.tag) || children.some((child) => typeof child !== 'string' || child.trim())) out.push({...node, children});
  }
  return out;
}

function textOf(node: RichNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

const HEADINGS = new Set<RichTag>(['h2', 'h3', 'h4']);

/** The body without a first heading that only repeats the page's title. */
export function withoutLeadingTitle(nodes: RichNode[], title: string): RichNode[] {
  const first = nodes[0];
  const same = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (first && typeof first !== 'string' && HEADINGS.has(first.tag) && same(textOf(first)) === same(title)) return nodes.slice(1);
  return nodes;
}
