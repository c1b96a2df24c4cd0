// The code endpoint through Hydrogen's real cart handler over a storefront client that answers
// cartDiscountCodesUpdate and the gift card mutations as the Storefront API does.
import {createCartHandler, type Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~graphql/cart';
import {line, platformCart} from '~/features/cart/model/cart-fixtures';
import {action as cartCodes} from '~/routes/api.cartCodes';
import {action as pageForm} from '~/routes/shop.cart';

const ORIGIN = 'https://shop.test';
const CART_ID = 'gid://shopify/Cart/c1?key=k';
const CARD_ID = 'gid://shopify/AppliedGiftCard/1001';

/** A store whose only applicable code is WELCOME10 and whose only card is GIFT100HAPPYDAYS. */
function store(codesBefore: string[], cardsBefore: string[] = []) {
  const sent: {name: string; variables: Record<string, unknown>}[] = [];
  let codes = codesBefore;
  let cards = cardsBefore;
  const cart = () => ({
    ...platformCart([line({id: 'gid://shopify/CartLine/l1?cart=c1', productId: 'gid://shopify/Product/p1', title: 'Studs', price: 250})]),
    updatedAt: '2026-11-25T12:00:00Z',
    checkoutUrl: `${ORIGIN}/checkout`,
    totalQuantity: 1,
    discountCodes: codes.map((code) => ({code, applicable: code.toUpperCase() === 'WELCOME10'})),
    discountAllocations: [],
    appliedGiftCards: cards.map(() => ({id: CARD_ID, lastCharacters: 'DAYS', amountUsed: {amount: '100.0', currencyCode: 'USD'}})),
  });
  const nameOf = (document: string) => /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'unknown';
  const answer = (name: string, variables: Record<string, unknown>): unknown => {
    switch (name) {
      case 'CartQuery':
        return {cart: cart()};
      case 'CarePlans':
        return {products: {nodes: []}};
      case 'cartDiscountCodesUpdate': {
        codes = variables.discountCodes as string[];
        const warnings = codes
          .filter((code) => code.toUpperCase() !== 'WELCOME10')
          .map((code) => ({code: 'DISCOUNT_NOT_FOUND', message: `The discount code ${code} was not found.`, target: CART_ID}));
        return {cartDiscountCodesUpdate: {cart: cart(), userErrors: [], warnings}};
      }
      case 'cartGiftCardCodesAdd': {
        const added = variables.giftCardCodes as string[];
        if (added.some((code) => code.toUpperCase() !== 'GIFT100HAPPYDAYS')) {
          return {cartGiftCardCodesAdd: {cart: cart(), userErrors: [{field: ['giftCardCodes', '0'], code: 'INVALID', message: 'Gift card code is invalid.'}], warnings: []}};
        }
        cards = [...new Set([...cards, ...added.map((code) => code.toUpperCase())])];
        return {cartGiftCardCodesAdd: {cart: cart(), userErrors: [], warnings: []}};
      }
      case 'cartGiftCardCodesRemove':
        cards = [];
        return {cartGiftCardCodesRemove: {cart: cart(), userErrors: [], warnings: []}};
      default:
        throw new Error(`unexpected Storefront API call ${name}`);
    }
  };
  const call = async (document: string, options?: {variables?: Record<string, unknown>}) => {
    const variables = options?.variables ?? {};
    sent.push({name: nameOf(document), variables});
    return answer(nameOf(document), variables);
  };
  const storefront = {
    query: call,
    mutate: call,
    CacheNone: () => ({mode: 'no-store'}),
    CacheLong: () => ({mode: 'public'}),
    i18n: {country: 'US', language: 'EN'},
  } as unknown as Storefront;
  const handler = createCartHandler({
    storefront,
    getCartId: () => CART_ID,
    setCartId: () => new Headers(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
  });
  const context = {storefront, cart: handler} as never;
  const mutations = () => sent.filter((s) => s.name.startsWith('cart') && s.name !== 'CartQuery').map((s) => [s.name, s.variables.discountCodes ?? s.variables.giftCardCodes ?? s.variables.appliedGiftCardIds]);
  return {context, mutations};
}

const post = (input: Record<string, unknown>) =>
  new Request(`${ORIGIN}/api/cartCodes`, {method: 'POST', headers: {Origin: ORIGIN, 'Content-Type': 'application/json'}, body: JSON.stringify({input: {cartId: CART_ID, ...input}})});

async function answerOf(result: unknown): Promise<{status: number; body: {cart?: {discountCodes: unknown[]; giftCards: unknown[]}; issues?: {code: string; message: string; field?: string}[]; error?: {code: string}}}> {
  if (result instanceof Response) return {status: result.status, body: result.status === 303 ? {} : await result.json()};
  const value = result as {data: never; init: {status?: number} | null};
  return {status: value.init?.status ?? 200, body: value.data};
}

const args = (request: Request, context: unknown) => ({request, context, params: {}}) as never;

describe('discount codes through the cart handler', () => {
  it('applies a code on top of the codes the cart holds, in one mutation', async () => {
    const {context, mutations} = store([]);
    const {status, body} = await answerOf(await cartCodes(args(post({operation: 'applyDiscountCode', code: 'welcome10'}), context)));
    expect(status).toBe(200);
    expect(mutations()).toEqual([['cartDiscountCodesUpdate', ['welcome10']]]);
    expect(body.cart?.discountCodes).toEqual([{code: 'welcome10', applicable: true}]);
  });

  it('takes a code that does not apply back off and explains it, keeping the codes the cart had', async () => {
    const {context, mutations} = store(['WELCOME10']);
    const {status, body} = await answerOf(await cartCodes(args(post({operation: 'applyDiscountCode', code: 'nope'}), context)));
    expect(status).toBe(422);
    expect(mutations()).toEqual([
      ['cartDiscountCodesUpdate', ['WELCOME10', 'nope']],
      ['cartDiscountCodesUpdate', ['WELCOME10']],
    ]);
    expect(body.issues).toEqual([{code: 'DISCOUNT_NOT_FOUND', message: 'We could not find the code NOPE. Please check it and try again.', severity: 'error', lineId: null, field: 'discount-code'}]);
    expect(body.cart?.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
  });

  it('refuses a code the cart holds in another case, and a blank one, without a mutation', async () => {
    const {context, mutations} = store(['WELCOME10']);
    const duplicate = await answerOf(await cartCodes(args(post({operation: 'applyDiscountCode', code: ' Welcome10 '}), context)));
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.error?.code).toBe('DISCOUNT_ALREADY_APPLIED');
    const blank = await answerOf(await cartCodes(args(post({operation: 'applyDiscountCode', code: '   '}), context)));
    expect(blank.body.error?.code).toBe('MISSING_DISCOUNT_CODE');
    expect(mutations()).toEqual([]);
  });

  it('removes a code however it is spelled', async () => {
    const {context, mutations} = store(['WELCOME10']);
    const {status} = await answerOf(await cartCodes(args(post({operation: 'removeDiscountCode', code: 'welcome10'}), context)));
    expect(status).toBe(200);
    expect(mutations()).toEqual([['cartDiscountCodesUpdate', []]]);
  });

  it('answers bad input with a 4xx {error} and a cross-origin post with a refusal', async () => {
    const {context, mutations} = store([]);
    const unknown = await answerOf(await cartCodes(args(post({operation: 'dropTables', code: 'x'}), context)));
    expect([unknown.status, unknown.body.error?.code]).toEqual([400, 'INVALID_INPUT']);
    const mixed = await answerOf(await cartCodes(args(post({operation: 'removeGiftCard', code: 'x'}), context)));
    expect(mixed.status).toBe(400);
    const forged = new Request(`${ORIGIN}/api/cartCodes`, {method: 'POST', headers: {Origin: 'https://evil.example', 'Content-Type': 'application/json'}, body: '{}'});
    const refused = await answerOf(await cartCodes(args(forged, context)));
    expect(refused.status).toBe(403);
    expect(mutations()).toEqual([]);
  });

  it('the cart page form runs the same operation and answers the page with the message', async () => {
    const {context, mutations} = store([]);
    const request = new Request(`${ORIGIN}/shop/cart`, {method: 'POST', headers: {Origin: ORIGIN}, body: new URLSearchParams({intent: 'discount-apply', discountCode: 'spring2024'})});
    const {status, body} = await answerOf(await pageForm(args(request, context)));
    expect(status).toBe(422);
    expect(body.issues?.[0]?.field).toBe('discount-code');
    expect(mutations()).toEqual([
      ['cartDiscountCodesUpdate', ['spring2024']],
      ['cartDiscountCodesUpdate', []],
    ]);
  });
});

describe('gift cards through the cart handler', () => {
  it('adds a card typed in groups as its code, and says so when the same card is added again', async () => {
    const {context, mutations} = store([]);
    const first = await answerOf(await cartCodes(args(post({operation: 'applyGiftCard', code: 'gift 100h-appy days'}), context)));
    expect(first.status).toBe(200);
    expect(first.body.cart?.giftCards).toEqual([{id: CARD_ID, lastCharacters: 'DAYS', amountUsed: {amount: '100.0', currencyCode: 'USD'}}]);
    const again = await answerOf(await cartCodes(args(post({operation: 'applyGiftCard', code: 'GIFT100HAPPYDAYS'}), context)));
    expect(again.body.error?.code).toBe('GIFT_CARD_ALREADY_APPLIED');
    expect(mutations()).toEqual([
      ['cartGiftCardCodesAdd', ['gift100happydays']],
      ['cartGiftCardCodesAdd', ['GIFT100HAPPYDAYS']],
    ]);
  });

  it("explains a card the platform refuses in a shopper's words, and removes an applied card by its id", async () => {
    const {context, mutations} = store([], ['GIFT100HAPPYDAYS']);
    const refused = await answerOf(await cartCodes(args(post({operation: 'applyGiftCard', code: 'SPENTCARD0000ZZZ'}), context)));
    expect(refused.status).toBe(422);
    expect(refused.body.issues?.[0]).toMatchObject({code: 'GIFT_CARD_INVALID', field: 'gift-card'});
    const removed = await answerOf(await cartCodes(args(post({operation: 'removeGiftCard', appliedGiftCardId: CARD_ID}), context)));
    expect(removed.body.cart?.giftCards).toEqual([]);
    expect(mutations()).toEqual([
      ['cartGiftCardCodesAdd', ['SPENTCARD0000ZZZ']],
      ['cartGiftCardCodesRemove', [CARD_ID]],
    ]);
  });
});
