// Input of GET /api/card-images, the one schema the route parses with and the card's request is built
// to: the handle of one product, nothing else.
import {z} from 'zod';
import {parseQuery} from '~/platform/query-input';

/** Shopify's handle alphabet: lowercase letters, digits and hyphens, at most 255 characters. */
const productHandle = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,253}[a-z0-9])?$/, 'A handle is 1-255 lowercase letters, digits or hyphens.');

const cardImagesInput = z.object({handle: productHandle});

export const parseCardImagesRequest = (url: URL) => parseQuery(url, cardImagesInput, {handle: {invalid: 'INVALID_HANDLE'}});
