/**
 * Remembers the last input a parser saw and what it made of it. Cached Storefront reads hand every
 * request the same content, and validating it again with zod (the menu, the discount rules) is
 * work the answer does not need. The result is shared by the requests that see the same input, so
 * callers treat it as read-only.
 */
export function rememberLastParse<T>(parse: (input: string) => T): (input: string) => T {
  let last: {input: string; result: T} | null = null;
  return (input) => {
    if (last?.input !== input) last = {input, result: parse(input)};
    return last.result;
  };
}
