// How a query word meets a word of a record, shared by highlighting and the diamonds' word search:
// words are runs of letters and digits compared case- and accent-insensitively; the last query word
// also matches as a prefix (search as you type); a word of four letters or more may carry one typo
// (Algolia's minWordSizefor1Typo), counting a swap of neighbours as one.

const WORD = /[\p{L}\p{N}]+/gu;
export const MIN_WORD_SIZE_FOR_ONE_TYPO = 4;

export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function queryWords(query: string): string[] {
  return (query.match(WORD) ?? []).map(normalizeWord);
}

/** Words of a text with their offsets, for rebuilding it with highlight tags. */
export function wordsWithOffsets(text: string): {word: string; start: number; end: number}[] {
  return [...text.matchAll(WORD)].map((m) => ({word: normalizeWord(m[0]), start: m.index, end: m.index + m[0].length}));
}

/** True when the edit distance (with transpositions) is at most one. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * How many leading characters of `recordWord` the query word matched: the whole word for an exact
 * or typo match, the prefix for a prefix match, 0 for none.
 */
export function matchLength(queryWord: string, recordWord: string, isLastWord: boolean, typos: boolean): number {
  if (recordWord === queryWord) return recordWord.length;
  if (isLastWord && recordWord.startsWith(queryWord)) return queryWord.length;
  if (!typos || queryWord.length < MIN_WORD_SIZE_FOR_ONE_TYPO) return 0;
  if (withinOneEdit(queryWord, recordWord)) return recordWord.length;
  if (!isLastWord) return 0;
  for (const length of [queryWord.length - 1, queryWord.length, queryWord.length + 1]) {
    if (length < recordWord.length && withinOneEdit(queryWord, recordWord.slice(0, length))) return length;
  }
  return 0;
}
