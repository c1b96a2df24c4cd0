// Cart fixtures for the cart specs: catalogue variants looked up on the local stack's Storefront
// API, and lines added through the storefront's own cart action (the cart handler), in the
// browser context's session so the page sees them.
import {expect, type APIRequestContext, type Page} from '@playwright/test';
import {gotoHydrated} from './chrome';

const API_VERSION = '2026-04';
const storeDomain = process.env.PUBLIC_STORE_DOMAIN ?? '';
const token = process.env.PUBLIC_STOREFRONT_API_TOKEN ?? 'local-public-storefront-token-32';

/** Cart specs need the local stack's catalogue (set by scripts/e2e.ts). */
export const hasLocalCatalogue = storeDomain.includes('://');

export async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${storeDomain}/api/${API_VERSION}/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T; errors?: unknown};
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export interface CatalogueVariant {
  variantId: string;
  productId: string;
  handle: string;
  title: string;
  priceCents: number;
}

/** Variants of products matching a Storefront search query, e.g. `product_type:"Earrings"`. */
export async function findVariants(query: string, count = 1): Promise<CatalogueVariant[]> {
  const data = await storefront<{
    products: {nodes: {id: string; handle: string; title: string; variants: {nodes: {id: string; price: {amount: string}}[]}}[]};
  }>(
    `query Find($query: String!) { products(first: 20, query: $query) { nodes { id handle title variants(first: 1) { nodes { id price { amount } } } } } }`,
    {query},
  );
  const found = data.products.nodes.flatMap((p) =>
    p.variants.nodes.map((v) => ({variantId: v.id, productId: p.id, handle: p.handle, title: p.title, priceCents: Math.round(Number(v.price.amount) * 100)})),
  );
  if (found.length < count) throw new Error(`only ${found.length} products match ${query}`);
  return found.slice(0, count);
}

export const findSetting = async () => (await findVariants('product_type:"Engagement Ring Setting"'))[0]!;
export const findStaticPiece = async () => (await findVariants('product_type:"Earrings"'))[0]!;

export interface LineToAdd {
  merchandiseId: string;
  quantity?: number;
  attributes?: {key: string; value: string}[];
}

function origin(request: APIRequestContext, baseURL: string) {
  return {request, headers: {Origin: new URL(baseURL).origin}};
}

/** Adds lines through the cart page's CartForm action, in the page's session. */
export async function addLines(page: Page, lines: LineToAdd[]) {
  const baseURL = new URL(page.url() === 'about:blank' ? process.env.BASE_URL ?? 'http://localhost:3100' : page.url()).origin;
  const {request, headers} = origin(page.request, baseURL);
  const response = await request.post(`${baseURL}/shop/cart`, {
    headers,
    form: {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: lines.map((line) => ({quantity: 1, ...line}))},
      }),
    },
  });
  expect(response.status()).toBe(200);
}

/** The cart as GET /api/cart answers it for the page's session. */
export async function serverCart(page: Page) {
  const response = await page.request.get('/api/cart');
  expect(response.status()).toBe(200);
  return ((await response.json()) as {cart: ServerCart | null}).cart;
}

export interface ServerCart {
  id: string;
  lines: {
    id: string;
    title: string;
    items: {id: string; name: string; quantity: number; isCarePlan: boolean; variantId: string; attributes: {key: string}[]}[];
    applicableCarePlans: {shopifyProductVariantId: string; name: string}[];
  }[];
  subtotalAmount: {amount: string};
  requestedLoveNote: string;
  /** The cart as Hydrogen's analytics provider follows it. */
  analytics: {lines: {nodes: {merchandise: {id: string; product: {vendor: string}}}[]}};
}

export function cartDrawer(page: Page) {
  return page.getByRole('dialog', {name: 'Cart'});
}

/** Opens a ready-made piece's product page (one with an Add to cart button); returns its title. */
export async function openStaticProduct(page: Page) {
  const piece = await findStaticPiece();
  // Hydrated: an Add to cart clicked before would be the page's plain form post.
  await gotoHydrated(page, `/shop/products/${piece.handle}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(piece.title);
  return piece.title;
}

/** Holds back the store's answer to every add (POSTs to the cart's action) until the returned release is called. */
export async function holdCartAdds(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/shop/cart.data**', async (route) => {
    if (route.request().method() === 'POST') await answered;
    await route.continue();
  });
  return release;
}
