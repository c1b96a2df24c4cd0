// Shopify global ids: `gid://shopify/<Type>/<id>` with optional query parameters (`?key=` on carts,
// `?cart=` on cart lines).
export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

export function gid(type: string, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

export function parseGid(value: string): ParsedGid | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(?:\?(.*))?$/.exec(value);
  if (!match) return null;
  return {type: match[1] ?? '', id: match[2] ?? '', params: new URLSearchParams(match[3] ?? '')};
}

export function cartGid(token: string, key: string): string {
  return `gid://shopify/Cart/${token}?key=${key}`;
}

/** Token and key of a cart gid; null when the value is not a cart id. */
export function parseCartGid(value: string): {token: string; key: string | null} | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== 'Cart') return null;
  return {token: parsed.id, key: parsed.params.get('key')};
}

export function cartLineGid(uuid: string, cartToken: string): string {
  return `gid://shopify/CartLine/${uuid}?cart=${cartToken}`;
}
