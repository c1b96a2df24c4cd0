// The answer of GET /api/card-images as the browser reads it. Checked by hand, not with a schema
// library: the check runs when the pointer reaches a card, and loading and building a zod schema
// there put a task in the way of the shopper's next click. Its own few lines rather than
// `ui/shape-check`: this module is in every grid's first load, and the shared checks add 0.4 KiB
// gzip to it (home 126.0 -> 126.4, collection 127.6 -> 128.0 KiB, bench/byte-budgets.ts).
import type {CardImage} from './product-card-view';

const nullable = <T>(value: unknown, is: (v: unknown) => v is T): value is T | null => value === null || is(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function cardImageOf(value: unknown): CardImage | null {
  if (!value || typeof value !== 'object') return null;
  const {url, altText, width, height} = value as Record<string, unknown>;
  if (!isString(url) || url === '' || !nullable(altText, isString) || !nullable(width, isNumber) || !nullable(height, isNumber)) return null;
  return {url, altText, width, height};
}

/** The images of the answer, or null when it is not one (any image malformed). */
export function readCardImagesResponse(body: unknown): CardImage[] | null {
  const images = body && typeof body === 'object' ? (body as {images?: unknown}).images : undefined;
  if (!Array.isArray(images)) return null;
  const read = images.map(cardImageOf);
  return read.every((image): image is CardImage => image !== null) ? read : null;
}
