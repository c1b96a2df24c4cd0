// Protocol tests against the real HTTP handler: authentication, Shopify-shaped errors, and the
// catalogue queries over the wire.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStack, TEST_TOKENS, type TestStack} from './test-harness';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const endpoint = () => `${stack.url}/api/2026-04/graphql.json`;
const post = (body: string, headers: Record<string, string> = {'x-shopify-storefront-access-token': TEST_TOKENS.publicToken}) =>
  fetch(endpoint(), {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body});

describe('authentication and transport', () => {
  const query = JSON.stringify({query: '{ shop { name } }'});

  it('answers 401 with Shopify’s body without a token or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [{}, {'x-shopify-storefront-access-token': 'wrong'}, {'shopify-storefront-private-token': 'wrong'}];
    for (const headers of attempts) {
      const response = await post(query, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'});
    }
  });

  it('accepts the public and the private token, on any API version', async () => {
    expect(await (await post(query)).json()).toEqual({data: {shop: {name: 'Fixture Jewelers'}}});
    const response = await fetch(`${stack.url}/api/unstable/graphql.json`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'shopify-storefront-private-token': TEST_TOKENS.privateToken},
      body: query,
    });
    expect(response.status).toBe(200);
  });

  it('answers CORS preflights and sets CORS headers', async () => {
    const preflight = await fetch(endpoint(), {method: 'OPTIONS', headers: {origin: 'http://localhost:3000', 'access-control-request-headers': 'content-type,x-shopify-storefront-access-token'}});
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-shopify-storefront-access-token');
  });

  it('answers 400 for malformed JSON, a missing query and non-object variables', async () => {
    for (const body of ['{"query": ', '{"variables": {}}', '[]', JSON.stringify({query: '{ shop { name } }', variables: [1]})]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const json = (await response.json()) as {errors: {message: string}[]};
      expect(json.errors[0]?.message).toEqual(expect.any(String));
    }
  });
});

describe('GraphQL errors', () => {
  it('reports syntax errors with GRAPHQL_PARSE_FAILED and locations', async () => {
    const result = await stack.gql('{ shop { name }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]).toMatchObject({extensions: {code: 'GRAPHQL_PARSE_FAILED'}, locations: [expect.objectContaining({line: 1})]});
  });

  it('reports unknown fields with GRAPHQL_VALIDATION_FAILED', async () => {
    const result = await stack.gql('{ shop { nme } }');
    expect(result.errors?.[0]).toMatchObject({extensions: {code: 'GRAPHQL_VALIDATION_FAILED'}});
    expect(result.errors?.[0]?.message).toContain('nme');
  });

  it('reports variables of the wrong type', async () => {
    const result = await stack.gql('query ($first: Int!) { products(first: $first) { nodes { id } } }', {first: 'ten'});
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]).toMatchObject({extensions: {code: 'BAD_USER_INPUT'}});
    expect(result.errors?.[0]?.message).toContain('$first');
  });

  it('accepts @inContext with country, language and visitor consent', async () => {
    const result = await stack.gql('query ($country: CountryCode = US) @inContext(country: $country, language: EN, visitorConsent: {analytics: true}) { shop { name } }');
    expect(result).toEqual({data: {shop: {name: 'Fixture Jewelers'}}});
  });

  it('names a field it does not emulate instead of answering null', async () => {
    const result = await stack.gql('{ shop { name customerAccountTranslations { key } } }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Field "Shop.customerAccountTranslations" is not emulated by the local stack',
      path: ['shop', 'customerAccountTranslations'],
      extensions: {code: 'NOT_EMULATED'},
    });
  });

  it('answers null for unknown ids and handles, as Shopify does', async () => {
    const result = await stack.gql(`{
      product(handle: "nope") { id } byId: product(id: "gid://shopify/Product/424242") { id }
      collection(handle: "nope") { id } page(handle: "nope") { id }
      metaobject(handle: {type: "banner", handle: "nope"}) { id }
      cart(id: "gid://shopify/Cart/nope?key=nope") { id }
      node(id: "gid://shopify/ProductVariant/1") { id }
      nodes(ids: ["gid://shopify/Collection/2", "gid://shopify/Collection/99"]) { id }
      customer(customerAccessToken: "nope") { id }
      menu(handle: "nope") { id }
    }`);
    expect(result).toEqual({data: {
      product: null, byId: null, collection: null, page: null, metaobject: null, cart: null, node: null,
      nodes: [{id: 'gid://shopify/Collection/2'}, null], customer: null, menu: null,
    }});
  });
});

describe('catalogue over the wire', () => {
  const PAGE = `query ($first: Int, $after: String, $last: Int, $before: String) {
    products(first: $first, after: $after, last: $last, before: $before, sortKey: TITLE) {
      nodes { title } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`;
  type Page = {products: {nodes: {title: string}[]; pageInfo: {hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string}}};

  it('pages products forward and backward with cursors', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const {data}: {data?: Page} = await stack.gql<Page>(PAGE, {first: 5, after});
      seen.push(...data!.products.nodes.map((n) => n.title));
      if (!data!.products.pageInfo.hasNextPage) break;
      after = data!.products.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(13);
    expect(new Set(seen).size).toBe(13);
    const last = await stack.gql<Page>(PAGE, {last: 5});
    const previous = await stack.gql<Page>(PAGE, {last: 5, before: last.data!.products.pageInfo.startCursor});
    expect([...previous.data!.products.nodes, ...last.data!.products.nodes].map((n) => n.title)).toEqual(seen.slice(3));
    expect(previous.data!.products.pageInfo).toMatchObject({hasPreviousPage: true, hasNextPage: true});
  });

  it('filters and sorts collection products and counts facets', async () => {
    const {data} = await stack.gql<{collection: {products: {nodes: {title: string}[]; filters: {id: string; values: {label: string; count: number}[]}[]}}}>(`{
      collection(handle: "jewelry") {
        products(first: 10, sortKey: PRICE, reverse: true, filters: [{available: true}]) {
          nodes { title }
          filters { id values { label count } }
        }
      }
    }`);
    expect(data!.collection.products.nodes.map((n) => n.title)).toEqual(['Diamond Studs', 'Classic Band']);
    const types = data!.collection.products.filters.find((f) => f.id === 'filter.p.product_type')!;
    expect(types.values).toEqual([{label: 'Earrings', count: 1}, {label: 'Pendant', count: 0}, {label: 'Wedding Band', count: 1}]);
  });

  it('serves product details, metaobjects, menus, search and the shop', async () => {
    const {data, errors} = await stack.gql<Record<string, never>>(`{
      product(handle: "classic-band") {
        title compareAtPriceRange { maxVariantPrice { amount } }
        variantBySelectedOptions(selectedOptions: [{name: "Metal", value: "Yellow Gold"}]) { title price { amount } quantityAvailable }
        metafields(identifiers: [{namespace: "store", key: "estimatedDeliveryDaysEnd"}, {namespace: "store", key: "nope"}]) { value }
        collections(first: 5) { nodes { handle } }
      }
      metaobjects(type: "banner", first: 5) { nodes { handle field(key: "product") { reference { ... on Product { handle } } } } }
      menu(handle: "main-menu") { items { title items { title } } }
      search(query: "band", first: 3, types: [PRODUCT]) { totalCount }
      predictiveSearch(query: "ring f") { pages { handle } }
      shop { shopPayInstallmentsPricing { financingPlans { terms { loanType installmentsCount { count } } } } }
    }`);
    expect(errors).toBeUndefined();
    expect(data).toMatchObject({
      product: {
        title: 'Classic Band',
        compareAtPriceRange: {maxVariantPrice: {amount: '600.0'}},
        variantBySelectedOptions: {title: 'Yellow Gold', price: {amount: '450.5'}, quantityAvailable: 5},
        metafields: [{value: '7'}, null],
        collections: {nodes: [{handle: 'rings'}, {handle: 'jewelry'}]},
      },
      metaobjects: {nodes: [{handle: 'spring-sale', field: {reference: {handle: 'classic-band'}}}, {handle: 'free-shipping', field: null}]},
      menu: {items: [{title: 'Home', items: []}, {title: 'Rings', items: [{title: 'Engagement Rings'}]}, {title: 'Jewelry', items: []}]},
      search: {totalCount: 9},
      predictiveSearch: {pages: [{handle: 'faq'}]},
      shop: {shopPayInstallmentsPricing: {financingPlans: [{terms: [{loanType: 'SPLIT_PAY', installmentsCount: {count: 4}}]}]}},
    });
  });

  it('serves a loose diamond from the database by handle and id', async () => {
    const {data} = await stack.gql<{product: {title: string; variants: {nodes: {id: string; price: {amount: string}}[]}}; node: {id: string}}>(`{
      product(handle: "diamond-1") { title variants(first: 1) { nodes { id price { amount } } } }
      node(id: "gid://shopify/ProductVariant/9000000000") { id }
    }`);
    expect(data!.product.title).toBe('1.50 Carat Oval Natural Diamond');
    expect(data!.product.variants.nodes[0]).toEqual({id: 'gid://shopify/ProductVariant/9000000001', price: {amount: '8200.0'}});
    expect(data!.node.id).toBe('gid://shopify/ProductVariant/9000000000');
  });
});

describe('customer accounts', () => {
  const CREATE = `mutation ($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } }
  }`;

  it('refuses bad credentials with UNIDENTIFIED_CUSTOMER', async () => {
    const {data} = await stack.gql<{customerAccessTokenCreate: unknown}>(CREATE, {input: {email: 'ada@example.com', password: 'wrong'}});
    expect(data!.customerAccessTokenCreate).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'}],
    });
  });

  it('issues a token that reads the customer with orders until it is deleted', async () => {
    const created = await stack.gql<{customerAccessTokenCreate: {customerAccessToken: {accessToken: string; expiresAt: string}}}>(CREATE, {input: {email: 'ADA@example.com', password: 'correct horse'}});
    const token = created.data!.customerAccessTokenCreate.customerAccessToken;
    expect(Date.parse(token.expiresAt)).toBeGreaterThan(Date.now());
    const CUSTOMER = `query ($token: String!) { customer(customerAccessToken: $token) {
      id firstName lastName email displayName acceptsMarketing
      orders(first: 5) { nodes { name orderNumber financialStatus fulfillmentStatus processedAt totalPrice { amount } lineItems(first: 5) { nodes { title quantity variant { title } } } } }
    } }`;
    const {data} = await stack.gql<{customer: unknown}>(CUSTOMER, {token: token.accessToken});
    expect(data!.customer).toEqual({
      id: 'gid://shopify/Customer/1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', displayName: 'Ada Lovelace', acceptsMarketing: true,
      orders: {nodes: [{name: '#1001', orderNumber: 1001, financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', processedAt: '2024-03-01T10:00:00Z',
        totalPrice: {amount: '450.5'}, lineItems: {nodes: [{title: 'Classic Band', quantity: 1, variant: {title: 'White Gold'}}]}}]},
    });
    const deleted = await stack.gql<{customerAccessTokenDelete: {deletedAccessToken: string}}>(
      'mutation ($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken userErrors { message } } }',
      {token: token.accessToken},
    );
    expect(deleted.data!.customerAccessTokenDelete.deletedAccessToken).toBe(token.accessToken);
    expect((await stack.gql<{customer: unknown}>(CUSTOMER, {token: token.accessToken})).data!.customer).toBeNull();
  });
});

describe('sitemap', () => {
  it('lists products, collections, pages and the journal\'s articles in pages', async () => {
    type Sitemap = {pagesCount: {count: number}; resources: {hasNextPage: boolean; items: {handle: string; updatedAt: string}[]}};
    const result = await stack.gql<{products: Sitemap; pages: Sitemap; articles: Sitemap}>(`{
      products: sitemap(type: PRODUCT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt } } }
      pages: sitemap(type: PAGE) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt } } }
      articles: sitemap(type: ARTICLE) { pagesCount { count } resources(page: 1) { hasNextPage items { handle } } }
    }`);
    expect(result.errors).toBeUndefined();
    const {products, pages, articles} = result.data!;
    expect(products.pagesCount.count).toBe(1);
    expect(products.resources.hasNextPage).toBe(false);
    expect(products.resources.items.length).toBeGreaterThan(0);
    expect(products.resources.items[0]).toEqual({handle: expect.any(String), updatedAt: expect.any(String)});
    expect(pages.resources.items.length).toBeGreaterThan(0);
    expect(articles.pagesCount.count).toBe(1);
    expect(articles.resources.items).toContainEqual({handle: 'journal/the-four-cs-explained'});
  });
});
