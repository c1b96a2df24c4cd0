export type PurchaseKind = 'cart' | 'ring-builder';

/**
 * How a product is bought: ready-made pieces go to the cart, settings into the ring builder. The
 * store's `isStaticConfiguration` flag decides; without it, the product type does.
 */
export function purchaseKind(isStaticFlag: string | null | undefined, productType: string, settingType: string): PurchaseKind {
  if (isStaticFlag === 'true') return 'cart';
  if (isStaticFlag === 'false') return 'ring-builder';
  return productType === settingType ? 'ring-builder' : 'cart';
}
