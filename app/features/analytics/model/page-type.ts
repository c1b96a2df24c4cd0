// Spec §2 page types, as the analytics page-view reports them.

export const PAGE_TYPES = ['Homepage', 'Product', 'Collection', 'Category', 'Custom Page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const PREFIXES: readonly [string, PageType][] = [
  ['/shop/products/', 'Product'],
  ['/shop/collections/', 'Collection'],
  ['/shop/categories/', 'Category'],
];

/** The page type a path implies; any path the spec does not name is a Custom Page. */
export function pageTypeForPath(pathname: string): PageType {
  if (pathname === '/' || pathname === '') return 'Homepage';
  return PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'Custom Page';
}
