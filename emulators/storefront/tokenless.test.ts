import {parse} from 'graphql';
import {describe, expect, it} from 'vitest';
import {storefrontSchema} from './schema';
import {TOKENLESS_MAX_COMPLEXITY, tokenlessVerdict} from './tokenless';

const verdict = (query: string, variables: Record<string, unknown> = {}, version = '2026-04') =>
  tokenlessVerdict(storefrontSchema(version), parse(query), null, variables);

describe('tokenless access', () => {
  it('allows products, collections, search, pages, blogs, articles and carts', () => {
    for (const query of [
      '{ products(first: 5) { nodes { id title } } }',
      '{ collection(handle: "rings") { products(first: 10) { nodes { handle } } } }',
      '{ search(query: "ring", first: 5) { totalCount } }',
      '{ page(handle: "about") { title } blogs(first: 3) { nodes { handle } } article(id: "gid://shopify/Article/1") { title } }',
      'mutation { cartCreate(input: {}) { cart { id } } }',
      'mutation { cartDiscountCodesUpdate(cartId: "x", discountCodes: ["A"]) { cart { id } } }',
    ]) {
      expect(verdict(query), query).toMatchObject({ok: true});
    }
  });

  it('allows the consent query Hydrogen sends to the unstable version', () => {
    const query = 'query ensureCookies { consentManagement { cookies(visitorConsent:{}) { trackingConsentCookie cookieDomain shopifyUnique shopifyVisit } } }';
    expect(verdict(query, {}, 'unstable')).toEqual({ok: true, cost: 2});
  });

  it('needs a token for product tags, metafields, metaobjects, menus, customers and the shop', () => {
    const cases: [string, string][] = [
      ['{ product(handle: "a") { tags } }', 'Product.tags'],
      ['{ product(handle: "a") { metafield(namespace: "s", key: "k") { value } } }', 'Product.metafield'],
      ['{ metaobjects(type: "banner", first: 1) { nodes { id } } }', 'QueryRoot.metaobjects'],
      ['{ menu(handle: "main-menu") { id } }', 'QueryRoot.menu'],
      ['{ customer(customerAccessToken: "t") { id } }', 'QueryRoot.customer'],
      ['{ shop { name } }', 'QueryRoot.shop'],
      ['mutation { customerAccessTokenCreate(input: {email: "a", password: "b"}) { userErrors { message } } }', 'Mutation.customerAccessTokenCreate'],
      ['{ cart(id: "x") { buyerIdentity { customer { id } } } }', 'CartBuyerIdentity.customer'],
      ['fragment P on Product { tags } { products(first: 1) { nodes { ...P } } }', 'Product.tags'],
    ];
    for (const [query, field] of cases) expect(verdict(query), query).toEqual({ok: false, reason: 'needs-token', field});
  });

  it('prices connections by their page size and refuses more than 1,000', () => {
    const query = 'query($n: Int) { products(first: $n) { nodes { id variants(first: 10) { nodes { id image { url } } } } } }';
    // products: 1 + n × (nodes 1 + variants (1 + 10 × (nodes 1 + image 1)))
    expect(verdict(query, {n: 10})).toEqual({ok: true, cost: 1 + 10 * (1 + 1 + 10 * (1 + 1))});
    const big = verdict(query, {n: 50});
    expect(big).toEqual({ok: false, reason: 'complexity', cost: 1 + 50 * (1 + 1 + 10 * (1 + 1))});
    expect(TOKENLESS_MAX_COMPLEXITY).toBe(1000);
  });
});
