const VARIANT_GID_PREFIX = 'gid://shopify/ProductVariant/';

/** The `?variant=` value of product URLs: the numeric tail of the variant gid. */
export function variantParam(variantGid: string): string {
  return variantGid.startsWith(VARIANT_GID_PREFIX)
    ? variantGid.slice(VARIANT_GID_PREFIX.length)
    : variantGid;
}

/** Accepts `123` or a full gid; anything else is not a variant id. */
export function variantGidFromParam(param: string | null): string | null {
  if (!param) return null;
  if (/^\d{1,20}$/.test(param)) return VARIANT_GID_PREFIX + param;
  if (param.startsWith(VARIANT_GID_PREFIX) && /^\d{1,20}$/.test(param.slice(VARIANT_GID_PREFIX.length))) {
    return param;
  }
  return null;
}
