// Builds Algolia's `_highlightResult` for a hit: each highlighted attribute (arrays element by
// element) gets its value with matched words wrapped in the request's tags, the match level, the
// query words it matched and whether the whole value was highlighted.
import {matchLength, queryWords, wordsWithOffsets} from './text-matching';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

type Highlighted = HighlightResult | Highlighted[] | {[key: string]: Highlighted};

export interface HighlightOptions {
  query: string;
  preTag: string;
  postTag: string;
  typos: boolean;
}

function highlightText(text: string, words: string[], options: HighlightOptions): HighlightResult {
  if (words.length === 0) return {value: text, matchLevel: 'none', matchedWords: []};
  const matched = new Set<string>();
  let value = '';
  let cursor = 0;
  let fully = true;
  const tokens = wordsWithOffsets(text);
  for (const token of tokens) {
    let length = 0;
    words.forEach((word, index) => {
      const n = matchLength(word, token.word, index === words.length - 1, options.typos);
      if (n > 0) matched.add(word);
      length = Math.max(length, n);
    });
    if (length === 0) {
      fully = false;
      continue;
    }
    if (length < token.end - token.start) fully = false;
    const cut = token.start + Math.min(length, token.end - token.start);
    value += text.slice(cursor, token.start) + options.preTag + text.slice(token.start, cut) + options.postTag;
    cursor = cut;
  }
  value += text.slice(cursor);
  const matchedWords = words.filter((word) => matched.has(word));
  if (matchedWords.length === 0) return {value: text, matchLevel: 'none', matchedWords: []};
  return {
    value,
    matchLevel: matchedWords.length === words.length ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: fully && tokens.length > 0,
  };
}

function highlightValue(value: unknown, words: string[], options: HighlightOptions): Highlighted | undefined {
  if (typeof value === 'string') return highlightText(value, words, options);
  if (typeof value === 'number' || typeof value === 'boolean') return highlightText(String(value), words, options);
  if (Array.isArray(value)) {
    return value.map((item) => highlightValue(item, words, options)).filter((item) => item !== undefined);
  }
  if (value && typeof value === 'object') {
    const out: Record<string, Highlighted> = {};
    for (const [key, inner] of Object.entries(value)) {
      const result = highlightValue(inner, words, options);
      if (result !== undefined) out[key] = result;
    }
    return out;
  }
  return undefined;
}

export function highlightHit(
  hit: object,
  attributes: readonly string[],
  options: HighlightOptions,
): Record<string, Highlighted> {
  const record = hit as Record<string, unknown>;
  const words = queryWords(options.query);
  const result: Record<string, Highlighted> = {};
  for (const attribute of attributes) {
    const names = attribute === '*' ? Object.keys(record).filter((key) => key !== 'objectID') : [attribute];
    for (const name of names) {
      const highlighted = highlightValue(record[name], words, options);
      if (highlighted !== undefined) result[name] = highlighted;
    }
  }
  return result;
}
