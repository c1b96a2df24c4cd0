// The Storefront API surfaces a skeleton-style storefront exercises, over HTTP: discount codes and
// gift cards through to the checkout page and the placed order, nested lines, blogs and articles,
// tokenless access, the unstable consent query and image URLs on the client's host.
import {request} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStack, TEST_TOKENS, type TestStack} from './test-harness';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 180_000);
afterAll(() => stack.close());

const STUDS = 'gid://shopify/ProductVariant/300'; // $999.00, no automatic discount
const PLAN = 'gid://shopify/ProductVariant/500'; // $99.00 care plan

const CART = `id checkoutUrl
  cost { subtotalAmount { amount } totalAmount { amount } checkoutChargeAmount { amount } }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } discountApplication { allocationMethod value { ... on PricingPercentageValue { percentage } } } }
  appliedGiftCards { id lastCharacters amountUsed { amount } presentmentAmountUsed { amount } balance { amount } }
  lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } ... on CartLine { parentRelationship { parent { id } } } } }`;
const PAYLOAD = `cart { ${CART} } userErrors { code field message } warnings { code message target }`;

interface Payload {
  cart: {
    id: string;
    checkoutUrl: string;
    cost: Record<string, {amount: string}>;
    discountCodes: {code: string; applicable: boolean}[];
    discountAllocations: {discountedAmount: {amount: string}; code: string}[];
    appliedGiftCards: {id: string; lastCharacters: string; amountUsed: {amount: string}; presentmentAmountUsed: {amount: string}; balance: {amount: string}}[];
    lines: {nodes: {id: string; merchandise: {id: string}; parentRelationship: {parent: {id: string}} | null}[]};
  } | null;
  userErrors: {code: string; field: string[]; message: string}[];
  warnings: {code: string; message: string; target: string}[];
}

async function mutate(name: string, signature: string, args: string, variables: Record<string, unknown>): Promise<Payload> {
  const result = await stack.gql<Record<string, Payload>>(`mutation (${signature}) { ${name}(${args}) { ${PAYLOAD} } }`, variables);
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}
const create = (input: Record<string, unknown>) => mutate('cartCreate', '$input: CartInput!', 'input: $input', {input});
const codes = (cartId: string, discountCodes: string[]) =>
  mutate('cartDiscountCodesUpdate', '$cartId: ID!, $codes: [String!]!', 'cartId: $cartId, discountCodes: $codes', {cartId, codes: discountCodes});
const addCards = (cartId: string, giftCardCodes: string[]) =>
  mutate('cartGiftCardCodesAdd', '$cartId: ID!, $codes: [String!]!', 'cartId: $cartId, giftCardCodes: $codes', {cartId, codes: giftCardCodes});
const setCards = (cartId: string, giftCardCodes: string[]) =>
  mutate('cartGiftCardCodesUpdate', '$cartId: ID!, $codes: [String!]!', 'cartId: $cartId, giftCardCodes: $codes', {cartId, codes: giftCardCodes});
const removeCards = (cartId: string, ids: string[]) =>
  mutate('cartGiftCardCodesRemove', '$cartId: ID!, $ids: [ID!]!', 'cartId: $cartId, appliedGiftCardIds: $ids', {cartId, ids});

describe('discount codes and gift cards', () => {
  it('marks a code applicable only when it applies, with Shopify’s warnings, case-insensitively', async () => {
    const created = await create({lines: [{merchandiseId: STUDS}], discountCodes: ['welcome10', 'WELCOME10', 'nope', 'spring2024']});
    const cart = created.cart!;
    expect(cart.discountCodes).toEqual([
      {code: 'welcome10', applicable: true},
      {code: 'nope', applicable: false},
      {code: 'spring2024', applicable: false},
    ]);
    expect(created.warnings.map((w) => [w.code, w.target])).toEqual([
      ['DISCOUNT_NOT_FOUND', cart.id],
      ['DISCOUNT_CURRENTLY_INACTIVE', cart.id],
    ]);
    expect(cart.discountAllocations).toEqual([
      {code: 'WELCOME10', discountedAmount: {amount: '99.9'}, discountApplication: {allocationMethod: 'ACROSS', value: {percentage: 10}}},
    ]);
    expect(cart.cost.subtotalAmount).toEqual({amount: '999.0'});
    expect(cart.cost.totalAmount).toEqual({amount: '899.1'});

    const tooSmall = await codes(cart.id, ['SPEND2000']);
    expect(tooSmall.cart!.discountCodes).toEqual([{code: 'SPEND2000', applicable: false}]);
    expect(tooSmall.warnings[0]?.code).toBe('DISCOUNT_PURCHASE_NOT_IN_RANGE');
    expect(tooSmall.cart!.cost.totalAmount).toEqual({amount: '999.0'});
    expect((await codes(cart.id, [])).cart!.discountCodes).toEqual([]);
  });

  it('applies gift cards after discounts, reports what each covers and its balance, and refuses spent, expired and unknown cards', async () => {
    const cart = (await create({lines: [{merchandiseId: STUDS}], discountCodes: ['TAKE50']})).cart!;
    const added = await addCards(cart.id, ['gift-100h-appy-days', 'bigday500giftcrd']);
    expect(added.userErrors).toEqual([]);
    expect(added.cart!.appliedGiftCards).toEqual([
      {id: 'gid://shopify/AppliedGiftCard/1001', lastCharacters: 'DAYS', amountUsed: {amount: '100.0'}, presentmentAmountUsed: {amount: '100.0'}, balance: {amount: '100.0'}},
      {id: 'gid://shopify/AppliedGiftCard/1002', lastCharacters: 'TCRD', amountUsed: {amount: '500.0'}, presentmentAmountUsed: {amount: '500.0'}, balance: {amount: '500.0'}},
    ]);
    expect(added.cart!.cost.totalAmount).toEqual({amount: '349.0'});
    expect(added.cart!.cost.subtotalAmount).toEqual({amount: '999.0'});

    const refused = await addCards(cart.id, ['SPENTCARD0000ZZZ', 'EXPIREDCARD2024X', 'NOPE']);
    expect(refused.userErrors.map((e) => e.message)).toEqual(['Gift card has no remaining balance.', 'Gift card has expired.', 'Gift card code is invalid.']);
    expect(refused.cart!.appliedGiftCards).toHaveLength(2);

    const removed = await removeCards(cart.id, ['gid://shopify/AppliedGiftCard/1002']);
    expect(removed.cart!.appliedGiftCards.map((g) => g.lastCharacters)).toEqual(['DAYS']);
    expect(removed.cart!.cost.totalAmount).toEqual({amount: '849.0'});
    const replaced = await setCards(cart.id, ['HALFUSED250CARDX']);
    expect(replaced.cart!.appliedGiftCards.map((g) => [g.lastCharacters, g.amountUsed.amount, g.balance.amount])).toEqual([['ARDX', '125.0', '125.0']]);
  });

  it('charges the rest at checkout and records the discount and the gift card on the order, lowering the card’s balance', async () => {
    const cart = (await create({lines: [{merchandiseId: STUDS}], discountCodes: ['welcome10'], giftCardCodes: ['GIFT100HAPPYDAYS']})).cart!;
    const url = new URL(cart.checkoutUrl);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Discount WELCOME10');
    expect(page).toContain('Gift card ending DAYS');
    expect(page).toMatch(/Amount due<\/th><td class="number">\$799\.10/);
    const placed = await fetch(url.origin + url.pathname, {method: 'POST', body: new URLSearchParams({key: url.searchParams.get('key')!}), redirect: 'manual'});
    expect(placed.status).toBe(303);
    const cartRecord = await stack.db.getCart(url.pathname.split('/').at(-1)!);
    const order = await stack.db.getOrder(cartRecord!.orderId!);
    expect(order).toMatchObject({totalCents: 89_910, discountCodes: ['welcome10'], orderDiscountCents: 9_990, giftCards: [{id: 1001, lastCharacters: 'DAYS', usedCents: 10_000}], amountDueCents: 79_910});
    const next = (await create({lines: [{merchandiseId: STUDS}], giftCardCodes: ['GIFT100HAPPYDAYS']}));
    expect(next.userErrors.map((e) => e.message)).toEqual(['Gift card has no remaining balance.']);
  });
});

describe('nested cart lines', () => {
  it('nests a care plan under its ring and answers parentRelationship', async () => {
    const created = await create({lines: [{merchandiseId: PLAN, parent: {merchandiseId: STUDS}}, {merchandiseId: STUDS}]});
    expect(created.userErrors).toEqual([]);
    const [studs, plan] = created.cart!.lines.nodes;
    expect(studs?.merchandise.id).toBe(STUDS);
    expect(studs?.parentRelationship).toBeNull();
    expect(plan?.parentRelationship).toEqual({parent: {id: studs?.id}});
    const missing = await create({lines: [{merchandiseId: PLAN, parent: {lineId: 'gid://shopify/CartLine/nope'}}]});
    expect(missing.userErrors).toEqual([{code: 'PARENT_LINE_NOT_FOUND', field: ['input', 'lines', '0', 'parent'], message: 'The parent line does not exist in the cart.'}]);
  });
});

describe('blogs and articles', () => {
  it('serves the journal with authors, content, images, dates and SEO', async () => {
    const result = await stack.gql<{blog: {title: string; authors: {name: string}[]; articles: {nodes: {handle: string; publishedAt: string; author: {name: string}; content: string; contentHtml: string; image: {url: string}; seo: {description: string}; blog: {handle: string}}[]}}}>(`{
      blog(handle: "journal") { title authors { name } articles(first: 8, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle publishedAt author { name } content(truncateAt: 40) contentHtml image { url } seo { description } blog { handle } } } }
    }`);
    expect(result.errors).toBeUndefined();
    const blog = result.data!.blog;
    expect(blog.title).toBe('Journal');
    expect(blog.authors.map((a) => a.name).sort()).toEqual(['Daniel Okafor', 'Maya Ellison']);
    expect(blog.articles.nodes).toHaveLength(6);
    expect(blog.articles.nodes[0]).toMatchObject({handle: 'understanding-diamond-certificates', publishedAt: '2025-06-17T15:00:00Z', blog: {handle: 'journal'}});
    expect(blog.articles.nodes[0]!.content).toHaveLength(41);
    expect(blog.articles.nodes[0]!.contentHtml).toContain('<p>A grading report');
    expect(blog.articles.nodes[0]!.image.url).toBe(`${stack.url}/images/collections/gifts.svg`);
    const article = await stack.gql<{articles: {nodes: {title: string}[]}; missing: null}>(
      '{ articles(first: 5, query: "tag:sizing") { nodes { title } } missing: blog(handle: "news") { id } }',
    );
    expect(article.data).toEqual({articles: {nodes: [{title: 'How to Find Your Ring Size'}]}, missing: null});
  });
});

describe('access without a token, the unstable version and image hosts', () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}${path}`, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body: JSON.stringify(body)});

  it('answers products and carts without a token, 401 for what needs one and a complexity error past 1,000', async () => {
    const open = await post('/api/2026-04/graphql.json', {query: '{ product(handle: "diamond-studs") { title } }'});
    expect(await open.json()).toEqual({data: {product: {title: 'Diamond Studs'}}});
    const closed = await post('/api/2026-04/graphql.json', {query: '{ product(handle: "diamond-studs") { tags } }'});
    expect(closed.status).toBe(401);
    const wrong = await post('/api/2026-04/graphql.json', {query: '{ product(handle: "diamond-studs") { title } }'}, {'x-shopify-storefront-access-token': 'wrong'});
    expect(wrong.status).toBe(401);
    const costly = await post('/api/2026-04/graphql.json', {query: '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }'});
    expect(((await costly.json()) as {errors: {extensions: {code: string}}[]}).errors[0]?.extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
  });

  it('answers Hydrogen’s consent query on the unstable version with the cookies and their Server-Timing values', async () => {
    const query = 'query ensureCookies { consentManagement { cookies(visitorConsent:{}) { trackingConsentCookie cookieDomain shopifyUnique shopifyVisit } } }';
    const response = await post('/api/unstable/graphql.json', {query}, {'shopify-storefront-consent-management': '1', 'x-shopify-uniquetoken': 'u-123', 'x-shopify-visittoken': 'v-456'});
    expect(response.status).toBe(200);
    const json = (await response.json()) as {data: {consentManagement: {cookies: Record<string, string>}}};
    expect(json.data.consentManagement.cookies).toMatchObject({cookieDomain: '127.0.0.1', shopifyUnique: 'u-123', shopifyVisit: 'v-456'});
    expect(JSON.parse(decodeURIComponent(json.data.consentManagement.cookies.trackingConsentCookie!))).toMatchObject({region: 'US', display_banner: false});
    expect(response.headers.get('server-timing')).toBe('_y;desc="u-123", _s;desc="v-456"');
    expect(response.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['_shopify_y=u-123', '_shopify_s=v-456', expect.stringMatching(/^_tracking_consent=/)]);
    const stable = await post('/api/2026-04/graphql.json', {query}, {'x-shopify-storefront-access-token': TEST_TOKENS.publicToken});
    expect(((await stable.json()) as {errors: {extensions: {code: string}}[]}).errors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('gives image URLs on the loopback host the client used, and never on an untrusted one', async () => {
    const port = new URL(stack.url).port;
    // fetch() will not send a Host header of its own choosing; node:http will.
    const imageUrl = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const body = JSON.stringify({query: '{ product(handle: "diamond-studs") { featuredImage { url } } }'});
        const req = request(`${stack.url}/api/2026-04/graphql.json`, {
          method: 'POST',
          headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': TEST_TOKENS.publicToken, host},
        }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve((JSON.parse(text) as {data: {product: {featuredImage: {url: string}}}}).data.product.featuredImage.url));
        });
        req.on('error', reject);
        req.end(body);
      });
    expect(await imageUrl(`localhost:${port}`)).toBe(`http://localhost:${port}/images/products/diamond-studs.svg`);
    expect(await imageUrl(`evil.example:${port}`)).toBe(`${stack.url}/images/products/diamond-studs.svg`);
  });
});
