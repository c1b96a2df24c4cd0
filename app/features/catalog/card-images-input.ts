// Input of GET /api/card-images, the one schema the route parses with and the card's request is built
// to: the handle of one product, nothing else.
import {z} from 'zod';

/** Shopify's handle alphabet: lowercase letters, digits and hyphens, at most 255 characters. */
const productHandle = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,253}[a-z0-9])?$/, 'A handle is 1-255 lowercase letters, digits or hyphens.');

const cardImagesInput = z.object({handle: productHandle}).strict();

export type CardImagesProblem = {code: 'UNEXPECTED_PARAMETER' | 'INVALID_HANDLE'; message: string};

/** The handle asked for, or what is wrong with the query (any parameter given twice is wrong too). */
export function parseCardImagesRequest(url: URL): {ok: true; handle: string} | {ok: false; problem: CardImagesProblem} {
  const keys = [...url.searchParams.keys()];
  const unexpected = [...new Set(keys.filter((key) => key !== 'handle'))];
  if (unexpected.length > 0) {
    return {ok: false, problem: {code: 'UNEXPECTED_PARAMETER', message: `Unexpected query parameter: ${unexpected.join(', ')}.`}};
  }
  if (keys.length !== 1) return {ok: false, problem: {code: 'INVALID_HANDLE', message: 'Give one handle.'}};
  const parsed = cardImagesInput.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return {ok: false, problem: {code: 'INVALID_HANDLE', message: parsed.error.issues[0]!.message}};
  return {ok: true, handle: parsed.data.handle};
}
