/** Spec §2: collections live under /shop/collections, categories under /shop/categories. */
export function collectionBasePath(collectionType: string | null | undefined): string {
  return collectionType === 'category' ? '/shop/categories' : '/shop/collections';
}
