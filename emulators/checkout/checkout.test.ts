// The local checkout page over HTTP: review, escaping, placing the order, and the completed cart.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStack, type TestStack} from '../storefront/test-harness';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const CREATE = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { code } } }`;

async function createCart(input: Record<string, unknown>) {
  const result = await stack.gql<{cartCreate: {cart: {id: string; checkoutUrl: string}}}>(CREATE, {input});
  return result.data!.cartCreate.cart;
}

function formFor(page: string): {action: string; key: string} {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  const key = /name="key" value="([^"]+)"/.exec(page)?.[1];
  if (!action || !key) throw new Error('no order form on the page');
  return {action, key};
}

describe('checkout page', () => {
  it('lists lines, visible attributes, note and totals, escaping every value', async () => {
    const cart = await createCart({
      note: '<script>alert("note")</script>',
      lines: [
        {merchandiseId: 'gid://shopify/ProductVariant/101', quantity: 2, attributes: [{key: 'Engraving', value: '<b>A & B</b>'}, {key: '_builder', value: 'secret'}]},
        {merchandiseId: 'gid://shopify/ProductVariant/9000000000'},
      ],
    });
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Solitaire Setting');
    expect(page).toContain('Metal: White Gold');
    expect(page).toContain('Center Stone Shape: Oval');
    expect(page).toContain('1.01 Carat Round Lab Diamond');
    expect(page).toContain('Engraving: &lt;b&gt;A &amp; B&lt;/b&gt;');
    expect(page).not.toContain('secret');
    expect(page).toContain('&lt;script&gt;alert(&quot;note&quot;)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('$3,870.00');
    expect(page).toContain('Place order');
  });

  it('answers a friendly 404 for unknown carts and wrong keys', async () => {
    const cart = await createCart({lines: [{merchandiseId: 'gid://shopify/ProductVariant/101'}]});
    for (const url of [`${stack.url}/checkouts/cn/nope?key=nope`, cart.checkoutUrl.replace(/key=.*/, 'key=wrong')]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Checkout not found');
    }
  });

  it('places the order for the signed-in customer, completes the cart and shows the confirmation', async () => {
    const token = await stack.gql<{customerAccessTokenCreate: {customerAccessToken: {accessToken: string}}}>(
      'mutation { customerAccessTokenCreate(input: {email: "ada@example.com", password: "correct horse"}) { customerAccessToken { accessToken } } }',
    );
    const accessToken = token.data!.customerAccessTokenCreate.customerAccessToken.accessToken;
    const cart = await createCart({
      note: 'Gift wrap please',
      buyerIdentity: {customerAccessToken: accessToken},
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/200', quantity: 2}],
    });
    const {action, key} = formFor(await (await fetch(cart.checkoutUrl)).text());
    const placed = await fetch(new URL(action, stack.url), {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({key}),
      redirect: 'manual',
    });
    expect(placed.status).toBe(303);
    const confirmation = await fetch(new URL(placed.headers.get('location')!, stack.url));
    const confirmationPage = await confirmation.text();
    expect(confirmation.status).toBe(200);
    const orderNumber = Number(/order number is <strong>#(\d+)/.exec(confirmationPage)?.[1]);
    expect(orderNumber).toBeGreaterThan(1001);
    expect(confirmationPage).toContain('href="http://localhost:3000/"');

    expect((await stack.gql<{cart: unknown}>('query ($id: ID!) { cart(id: $id) { id } }', {id: cart.id})).data!.cart).toBeNull();
    const again = await fetch(cart.checkoutUrl);
    expect(again.status).toBe(410);
    const orders = await stack.gql<{customer: {orders: {nodes: {orderNumber: number; lineItems: {nodes: {title: string; quantity: number}[]}}[]}}}>(
      'query ($t: String!) { customer(customerAccessToken: $t) { orders(first: 10) { nodes { orderNumber lineItems(first: 5) { nodes { title quantity } } } } } }',
      {t: accessToken},
    );
    expect(orders.data!.customer.orders.nodes.at(-1)).toEqual({orderNumber, lineItems: {nodes: [{title: 'Classic Band', quantity: 2}]}});
    const addAfterwards = await stack.gql<{cartLinesAdd: {userErrors: {code: string}[]}}>(
      'mutation ($id: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: "gid://shopify/ProductVariant/101"}]) { userErrors { code } } }',
      {id: cart.id},
    );
    expect(addAfterwards.data!.cartLinesAdd.userErrors).toEqual([{code: 'INVALID'}]);
  });

  it('does not place an order for an empty cart', async () => {
    const cart = await createCart({});
    const page = await (await fetch(cart.checkoutUrl)).text();
    expect(page).toContain('Your cart is empty');
    const key = new URL(cart.checkoutUrl).searchParams.get('key')!;
    const response = await fetch(cart.checkoutUrl.replace(/\?.*/, ''), {method: 'POST', body: new URLSearchParams({key})});
    expect(response.status).toBe(422);
  });
});

describe('checkout with automatic discounts', () => {
  it('charges the discounted lines and the order keeps the discount', async () => {
    const token = await stack.gql<{customerAccessTokenCreate: {customerAccessToken: {accessToken: string}}}>(
      'mutation { customerAccessTokenCreate(input: {email: "ada@example.com", password: "correct horse"}) { customerAccessToken { accessToken } } }',
    );
    const accessToken = token.data!.customerAccessTokenCreate.customerAccessToken.accessToken;
    // Stacking Band 2 ($250, 15% off: $213 a unit) twice, and Diamond Studs at list price.
    const cart = await createCart({
      buyerIdentity: {customerAccessToken: accessToken},
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/1100', quantity: 2}, {merchandiseId: 'gid://shopify/ProductVariant/300'}],
    });
    const page = await (await fetch(cart.checkoutUrl)).text();
    expect(page).toContain('<s><span class="visually-hidden">Was </span>$250.00</s> $213.00');
    expect(page).toContain('$426.00<span class="discount">Stacking Event: −$74.00</span>');
    expect(page).toMatch(/Subtotal<\/th><td class="number">\$1,425\.00</);
    expect(page).toMatch(/Total<\/th><td class="number">\$1,425\.00</);

    const {action, key} = formFor(page);
    const placed = await fetch(new URL(action, stack.url), {method: 'POST', body: new URLSearchParams({key}), redirect: 'manual'});
    const confirmation = await (await fetch(new URL(placed.headers.get('location')!, stack.url))).text();
    expect(confirmation).toContain('Total: $1,425.00');
    const orders = await stack.gql<{customer: {orders: {nodes: {totalPrice: {amount: string}; lineItems: {nodes: unknown[]}}[]}}}>(
      `query ($t: String!) { customer(customerAccessToken: $t) { orders(first: 10) { nodes { totalPrice { amount }
        lineItems(first: 5) { nodes { originalTotalPrice { amount } discountedTotalPrice { amount }
          discountAllocations { allocatedAmount { amount } discountApplication { ... on AutomaticDiscountApplication { title } } } } } } } } }`,
      {t: accessToken},
    );
    expect(orders.errors).toBeUndefined();
    expect(orders.data!.customer.orders.nodes.at(-1)).toEqual({
      totalPrice: {amount: '1425.0'},
      lineItems: {nodes: [
        {originalTotalPrice: {amount: '500.0'}, discountedTotalPrice: {amount: '426.0'}, discountAllocations: [{allocatedAmount: {amount: '74.0'}, discountApplication: {title: 'Stacking Event'}}]},
        {originalTotalPrice: {amount: '999.0'}, discountedTotalPrice: {amount: '999.0'}, discountAllocations: []},
      ]},
    });
  });
});

describe('checkout with option surcharges (the cart transform)', () => {
  it('charges each line the variant price plus its options, discounted as the storefront shows, through cart, checkout and order', async () => {
    const token = await stack.gql<{customerAccessTokenCreate: {customerAccessToken: {accessToken: string}}}>(
      'mutation { customerAccessTokenCreate(input: {email: "ada@example.com", password: "correct horse"}) { customerAccessToken { accessToken } } }',
    );
    const accessToken = token.data!.customerAccessTokenCreate.customerAccessToken.accessToken;
    // Solitaire Setting ($1,200) with a 2.5 mm band (+$240) and rubies (+$250): $1,690, no discount.
    // Stacking Band 2 ($250, under the $300 cap) with a 3 mm band (+$30): $280, 15% off = $238 a unit.
    const cart = await createCart({
      buyerIdentity: {customerAccessToken: accessToken},
      lines: [
        {merchandiseId: 'gid://shopify/ProductVariant/100', attributes: [{key: 'Band Width', value: '2.5 mm'}, {key: 'Accent Stones', value: 'Ruby'}]},
        {merchandiseId: 'gid://shopify/ProductVariant/1100', quantity: 2, attributes: [{key: 'Band Width', value: '3 mm'}]},
      ],
    });
    const read = await stack.gql<{cart: {cost: {subtotalAmount: {amount: string}}; lines: {nodes: unknown[]}}}>(
      `query ($id: ID!) { cart(id: $id) { cost { subtotalAmount { amount } }
        lines(first: 5) { nodes { cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } } } } } }`,
      {id: cart.id},
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.cart.lines.nodes).toEqual([
      {cost: {amountPerQuantity: {amount: '1690.0'}, subtotalAmount: {amount: '1690.0'}, totalAmount: {amount: '1690.0'}}},
      {cost: {amountPerQuantity: {amount: '280.0'}, subtotalAmount: {amount: '560.0'}, totalAmount: {amount: '476.0'}}},
    ]);
    expect(read.data!.cart.cost.subtotalAmount.amount).toBe('2166.0');

    const page = await (await fetch(cart.checkoutUrl)).text();
    expect(page).toContain('<s><span class="visually-hidden">Was </span>$280.00</s> $238.00');
    expect(page).toMatch(/Total<\/th><td class="number">\$2,166\.00</);
    const {action, key} = formFor(page);
    const placed = await fetch(new URL(action, stack.url), {method: 'POST', body: new URLSearchParams({key}), redirect: 'manual'});
    const confirmation = await (await fetch(new URL(placed.headers.get('location')!, stack.url))).text();
    expect(confirmation).toContain('Total: $2,166.00');
    const orders = await stack.gql<{customer: {orders: {nodes: unknown[]}}}>(
      `query ($t: String!) { customer(customerAccessToken: $t) { orders(first: 10) { nodes { totalPrice { amount }
        lineItems(first: 5) { nodes { originalTotalPrice { amount } discountedTotalPrice { amount } } } } } } }`,
      {t: accessToken},
    );
    expect(orders.data!.customer.orders.nodes.at(-1)).toEqual({
      totalPrice: {amount: '2166.0'},
      lineItems: {nodes: [
        {originalTotalPrice: {amount: '1690.0'}, discountedTotalPrice: {amount: '1690.0'}},
        {originalTotalPrice: {amount: '560.0'}, discountedTotalPrice: {amount: '476.0'}},
      ]},
    });
  });
});
