// The pages measured, for us and for the skeleton: the route module each is served by (for
// first-load JS from the build manifest) and the URL each is opened at.
export type RouteName = 'home' | 'collection' | 'product' | 'search' | 'ring-builder';

export interface MeasuredRoute {
  name: RouteName;
  routeId: string;
  path: string;
}

/** One ready-made piece both apps show: earrings, which both product pages can add to the cart. */
export interface ProductRef {
  handle: string;
}

export const COLLECTION_HANDLE = 'engagement-rings';
export const SEARCH_TERM = 'ring';

export function ourRoutes(product: ProductRef): MeasuredRoute[] {
  return [
    {name: 'home', routeId: 'routes/_index', path: '/'},
    {name: 'collection', routeId: 'routes/shop.collections.$', path: `/shop/collections/${COLLECTION_HANDLE}`},
    {name: 'product', routeId: 'routes/shop.products.$slug', path: `/shop/products/${product.handle}`},
    {name: 'search', routeId: 'routes/search', path: `/search?query=${SEARCH_TERM}`},
    {name: 'ring-builder', routeId: 'routes/ring-builder.diamonds', path: '/ring-builder/diamonds'},
  ];
}

export function skeletonRoutes(product: ProductRef): MeasuredRoute[] {
  return [
    {name: 'home', routeId: 'routes/_index', path: '/'},
    {name: 'collection', routeId: 'routes/collections.$handle', path: `/collections/${COLLECTION_HANDLE}`},
    {name: 'product', routeId: 'routes/products.$handle', path: `/products/${product.handle}`},
    {name: 'search', routeId: 'routes/search', path: `/search?q=${SEARCH_TERM}`},
  ];
}

/** The skeleton route each of ours is compared with. */
export function skeletonCounterpart(name: RouteName): RouteName {
  return name === 'ring-builder' ? 'product' : name;
}

/** The first earrings the local stack at storeDomain has. */
export async function earringsProduct(storeDomain: string, token = 'local-public-storefront-token-32'): Promise<ProductRef> {
  const response = await fetch(`${storeDomain}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token},
    body: JSON.stringify({query: '{ products(first: 1, query: "product_type:Earrings") { nodes { handle } } }'}),
  });
  const handle = ((await response.json()) as {data?: {products: {nodes: {handle: string}[]}}}).data?.products.nodes[0]?.handle;
  if (!handle) throw new Error('the local stack has no earrings to measure a product page with');
  return {handle};
}

