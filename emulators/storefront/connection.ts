// Relay connections over in-memory lists, with opaque cursors. A cursor names the item (by a
// stable key) and its position, so paging still works when the item has since left the list.
import {badRequest} from './errors';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Edge<T> {
  __typename?: string;
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: {
    __typename: 'PageInfo';
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const MAX_PAGE_SIZE = 250;

export function encodeCursor(key: string, position: number): string {
  return Buffer.from(JSON.stringify({last_id: key, last_value: position})).toString('base64url');
}

function cursorIndex<T>(cursor: string, items: readonly T[], keyOf: (item: T) => string): number {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor for current pagination sort.');
  }
  if (!decoded || typeof decoded !== 'object') throw badRequest('Invalid cursor for current pagination sort.');
  const {last_id: key, last_value: position} = decoded as {last_id?: unknown; last_value?: unknown};
  if (typeof key !== 'string' || typeof position !== 'number') {
    throw badRequest('Invalid cursor for current pagination sort.');
  }
  const found = items.findIndex((item) => keyOf(item) === key);
  return found >= 0 ? found : Math.min(Math.max(position, -1), items.length);
}

function pageSize(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (value < 0) throw badRequest(`The \`${name}\` argument must be a non-negative integer.`);
  if (value > MAX_PAGE_SIZE) {
    throw badRequest(`The \`${name}\` argument must be at most ${MAX_PAGE_SIZE}.`);
  }
  return value;
}

export function connection<T>(
  all: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => string,
  options: {requirePageSize?: boolean} = {},
): Connection<T> {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  if (options.requirePageSize !== false && first === null && last === null) {
    throw badRequest('you must provide one of first or last');
  }
  const items = args.reverse ? [...all].reverse() : all;
  let start = 0;
  let end = items.length;
  if (args.after) start = cursorIndex(args.after, items, keyOf) + 1;
  if (args.before) end = Math.min(end, cursorIndex(args.before, items, keyOf));
  if (end < start) end = start;
  if (first !== null) end = Math.min(end, start + first);
  if (last !== null) start = Math.max(start, end - last);
  const edges = items.slice(start, end).map((node, i) => ({
    cursor: encodeCursor(keyOf(node), start + i),
    node,
  }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
