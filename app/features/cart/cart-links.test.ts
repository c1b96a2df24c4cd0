// The discount link and the cart permalink through their routes, with Hydrogen's real cart handler
// over a storefront client that records each call: what they send, what they answer, which cookie.
import {createCartHandler, type Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~graphql/cart';
import {CARE_PLAN_TAG} from '~/config/cart-attributes';
import {FEATURE_FLAGS} from '~/config/feature-flags';
import {platformCart} from '~/features/cart/model/cart-fixtures';
import {loader as discountLink} from '~/routes/discount.$code';
import {loader as cartPermalink} from '~/routes/cart.$lines';

const ORIGIN = 'https://shop.test';
const OLD_CART = 'gid://shopify/Cart/old?key=k';
const NEW_CART = 'gid://shopify/Cart/new?key=k';
const CHECKOUT = 'https://checkout.shop.test/checkouts/cn/new?key=k';

interface Call {
  name: string;
  variables: Record<string, unknown>;
}

function harness({cartId = null as string | null, heldCodes = [] as string[], planVariant = null as string | null} = {}) {
  const calls: Call[] = [];
  const setCookies: string[] = [];
  const created = {...platformCart([]), id: NEW_CART, updatedAt: '2026-11-25T12:00:00Z', checkoutUrl: CHECKOUT, totalQuantity: 1};
  const answer = (name: string, variables: Record<string, unknown>): unknown => {
    switch (name) {
      case 'CartDiscountCodes':
        return {cart: {discountCodes: heldCodes.map((code) => ({code}))}};
      case 'VariantSaleFacts':
        return {nodes: (variables.ids as string[]).map((id) => ({id, product: {tags: id === planVariant ? [CARE_PLAN_TAG] : [], isGiftCard: false}}))};
      case 'cartCreate':
        return {cartCreate: {cart: created, userErrors: [], warnings: []}};
      case 'cartDiscountCodesUpdate':
        return {cartDiscountCodesUpdate: {cart: {...created, id: cartId}, userErrors: [], warnings: []}};
      default:
        throw new Error(`unexpected Storefront API call ${name}`);
    }
  };
  const record = async (document: string, options?: {variables?: Record<string, unknown>}) => {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'unknown';
    const variables = options?.variables ?? {};
    calls.push({name, variables});
    return answer(name, variables);
  };
  const storefront = {
    query: record,
    mutate: record,
    CacheNone: () => ({mode: 'no-store'}),
    CacheShort: () => ({mode: 'public'}),
    CacheLong: () => ({mode: 'public'}),
    i18n: {country: 'US', language: 'EN'},
  } as unknown as Storefront;
  const cart = createCartHandler({
    storefront,
    getCartId: () => cartId ?? undefined,
    setCartId: (id) => {
      setCookies.push(id);
      return new Headers({'Set-Cookie': `cart=${id.split('/').pop()}`});
    },
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
  });
  const context = {storefront, cart, appEnv: {featureFlags: FEATURE_FLAGS}, session: {get: () => undefined}} as never;
  return {context, calls, setCookies, names: () => calls.map((call) => call.name)};
}

const get = (path: string) => new Request(`${ORIGIN}${path}`);
const args = (request: Request, context: unknown, params: Record<string, string>) => ({request, context, params}) as never;

/** A loader's answer: a redirect Response or `data()`. */
function answerOf(result: unknown): {status: number; location: string | null; cookie: string | null; body: unknown} {
  if (result instanceof Response) return {status: result.status, location: result.headers.get('Location'), cookie: result.headers.get('Set-Cookie'), body: null};
  const value = result as {data: unknown; init: {status?: number} | null};
  return {status: value.init?.status ?? 200, location: null, cookie: null, body: value.data};
}

describe('GET /discount/{code}', () => {
  it('creates a cart holding the code when the shopper has none, sets its cookie and redirects to the path', async () => {
    const {context, calls, setCookies} = harness();
    const answer = answerOf(await discountLink(args(get('/discount/WELCOME10?redirect=/shop/cart'), context, {code: 'WELCOME10'})));
    expect(answer).toMatchObject({status: 302, location: '/shop/cart', cookie: 'cart=new?key=k'});
    expect(calls.map((call) => call.name)).toEqual(['cartCreate']);
    expect(calls[0]!.variables.input).toMatchObject({discountCodes: ['WELCOME10']});
    expect(setCookies).toEqual([NEW_CART]);
  });

  it('keeps the codes already applied and does not add the same code twice', async () => {
    const added = harness({cartId: OLD_CART, heldCodes: ['TAKE50']});
    await discountLink(args(get('/discount/welcome10'), added.context, {code: 'welcome10'}));
    expect(added.names()).toEqual(['CartDiscountCodes', 'cartDiscountCodesUpdate']);
    expect(added.calls[1]!.variables.discountCodes).toEqual(['TAKE50', 'welcome10']);

    const again = harness({cartId: OLD_CART, heldCodes: ['TAKE50', 'WELCOME10']});
    await discountLink(args(get('/discount/welcome10'), again.context, {code: 'welcome10'}));
    expect(again.calls[1]!.variables.discountCodes).toEqual(['TAKE50', 'WELCOME10']);
  });

  it('sends an off-site redirect target home instead', async () => {
    const {context} = harness();
    const answer = answerOf(await discountLink(args(get(`/discount/WELCOME10?redirect=${encodeURIComponent('/\\evil.example')}`), context, {code: 'WELCOME10'})));
    expect(answer.location).toBe('/');
  });

  it('answers 400 JSON, touching no cart, when the path cannot be a code', async () => {
    const {context, calls} = harness();
    const answer = answerOf(await discountLink(args(get('/discount/x'), context, {code: 'A'.repeat(256)})));
    expect(answer).toMatchObject({status: 400, body: {error: {code: 'INVALID_DISCOUNT_CODE', message: 'That is not a discount code.'}}});
    expect(calls).toEqual([]);
  });
});

describe('GET /cart/{variantId}:{quantity},...', () => {
  it('builds a new cart (even over an existing one) with the discount, sets its cookie and opens its checkout', async () => {
    const {context, calls, setCookies} = harness({cartId: OLD_CART});
    const answer = answerOf(await cartPermalink(args(get('/cart/11:2,12:50?discount=WELCOME10'), context, {lines: '11:2,12:50'})));
    expect(answer).toMatchObject({status: 302, location: CHECKOUT, cookie: 'cart=new?key=k'});
    const create = calls.find((call) => call.name === 'cartCreate')!;
    expect(create.variables.input).toMatchObject({
      lines: [
        {merchandiseId: 'gid://shopify/ProductVariant/11', quantity: 2},
        {merchandiseId: 'gid://shopify/ProductVariant/12', quantity: 10},
      ],
      discountCodes: ['WELCOME10'],
    });
    expect(setCookies).toEqual([NEW_CART]);
  });

  it('refuses a link holding what an add refuses (a care plan), creating no cart', async () => {
    const {context, names} = harness({planVariant: 'gid://shopify/ProductVariant/13'});
    const answer = answerOf(await cartPermalink(args(get('/cart/13:1'), context, {lines: '13:1'})));
    expect(answer).toMatchObject({status: 422, body: {error: {code: 'NOT_FOR_SALE', message: 'Protection plans are added to a piece in your cart.'}}});
    expect(names()).not.toContain('cartCreate');
  });

  it('answers 400 for an unreadable link or discount, asking nothing of the platform', async () => {
    const {context, calls} = harness();
    expect(answerOf(await cartPermalink(args(get('/cart/abc'), context, {lines: 'abc'}))).status).toBe(400);
    expect(answerOf(await cartPermalink(args(get('/cart/11:1?discount=%07'), context, {lines: '11:1'}))).status).toBe(400);
    expect(calls).toEqual([]);
  });
});
