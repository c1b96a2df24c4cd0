// Input of the content resource routes (/api/menu, /api/banners, /api/discounts): one zod schema per
// operation, so the routes stay thin and every answer to bad input is a 400 with a code.
import {z} from 'zod';
import {parseQuery} from '~/platform/query-input';

/** Metaobject handles: lowercase letters, digits and hyphens (Shopify's handle alphabet). */
const menuHandle = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/, 'A handle is 1-100 lowercase letters, digits or hyphens.');

/**
 * `handle`, and optionally the `version` of the menu the page was rendered with (see
 * features/chrome/model/shell-menu): it only keys the answer in the browser's cache, which keeps
 * it without expiry, so a changed menu is asked for anew.
 */
const menuInput = z.object({
  handle: menuHandle,
  version: z
    .string()
    .regex(/^[0-9a-f]{8}$/, 'A version is 8 hex digits.')
    .optional(),
});

export const parseMenuRequest = (url: URL) =>
  parseQuery(url, menuInput, {handle: {missing: 'MISSING_HANDLE', invalid: 'INVALID_HANDLE'}, version: {invalid: 'INVALID_VERSION'}});

/** Banners and discounts take no input: any query parameter is a mistake worth reporting. */
const noInput = z.object({});

export const parseNoInputRequest = (url: URL) => parseQuery(url, noInput, {});
