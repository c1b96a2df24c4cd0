// Input rules of the content resource routes (/api/menu, /api/banners): every answer to bad input is
// a 4xx with a code, decided here so the routes stay thin and the rules are unit-tested.

export interface InputProblem {
  status: 400 | 405;
  code: string;
  message: string;
}

export type InputResult<T> = {ok: true; value: T} | {ok: false; problem: InputProblem};

/** Metaobject handles: lowercase letters, digits and hyphens (Shopify's handle alphabet). */
const HANDLE = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

function unexpectedParameters(url: URL, allowed: readonly string[]): InputProblem | null {
  const extra = [...new Set(url.searchParams.keys())].filter((key) => !allowed.includes(key));
  if (extra.length === 0) return null;
  return {status: 400, code: 'UNEXPECTED_PARAMETER', message: `Unexpected query parameter: ${extra.join(', ')}.`};
}

/** A menu's version (see features/chrome/model/shell-menu): 8 hex digits. */
const VERSION = /^[0-9a-f]{8}$/;

/**
 * `handle`, and optionally the `version` of the menu the page was rendered with: it only keys the
 * answer in the browser's cache, which keeps it without expiry, so a changed menu is asked for anew.
 */
export function parseMenuRequest(url: URL): InputResult<{handle: string}> {
  const extra = unexpectedParameters(url, ['handle', 'version']);
  if (extra) return {ok: false, problem: extra};
  const values = url.searchParams.getAll('handle');
  if (values.length === 0 || values[0] === '') {
    return {ok: false, problem: {status: 400, code: 'MISSING_HANDLE', message: 'The query parameter handle is required.'}};
  }
  if (values.length > 1) {
    return {ok: false, problem: {status: 400, code: 'INVALID_HANDLE', message: 'Give handle once.'}};
  }
  const handle = values[0]!;
  if (!HANDLE.test(handle)) {
    return {
      ok: false,
      problem: {status: 400, code: 'INVALID_HANDLE', message: 'A handle is 1-100 lowercase letters, digits or hyphens.'},
    };
  }
  const versions = url.searchParams.getAll('version');
  if (versions.length > 1 || (versions.length === 1 && !VERSION.test(versions[0]!))) {
    return {ok: false, problem: {status: 400, code: 'INVALID_VERSION', message: 'A version is given once, as 8 hex digits.'}};
  }
  return {ok: true, value: {handle}};
}

/** /api/banners takes no input: any query parameter is a mistake worth reporting. */
export function parseBannersRequest(url: URL): InputResult<null> {
  const extra = unexpectedParameters(url, []);
  return extra ? {ok: false, problem: extra} : {ok: true, value: null};
}

export const METHOD_NOT_ALLOWED: InputProblem = {
  status: 405,
  code: 'METHOD_NOT_ALLOWED',
  message: 'Only GET is supported.',
};
