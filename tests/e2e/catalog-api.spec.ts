import {expect, test} from './support/test';

test('GET /api/discounts lists the rules in evaluation order', async ({request}) => {
  const response = await request.get('/api/discounts');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {discounts: {field: string; op: string; percent: number; priceMax: number | null; universal: boolean; values: {value: string}[]}[]};
  expect(body.discounts[0]).toEqual({field: 'tags', values: [{value: 'sale'}], op: 'equals', percent: 20, priceMax: null, universal: false});
  expect(body.discounts[1]).toMatchObject({field: 'productType', op: 'includes', percent: 10, priceMax: 2000});
});

test('/api/discounts answers bad input with a 4xx JSON error', async ({request}) => {
  const extra = await request.get('/api/discounts?field=tags');
  expect(extra.status()).toBe(400);
  expect(await extra.json()).toEqual({error: {code: 'UNEXPECTED_PARAMETER', message: 'Unexpected query parameter: field.'}});
  const post = await request.post('/api/discounts', {data: {}});
  expect(post.status()).toBe(405);
  expect((await post.json()).error.code).toBe('METHOD_NOT_ALLOWED');
});

test('GET /api/card-images answers the images a card steps through, in the order the page shows the first', async ({request}) => {
  const page = await (await request.get('/shop/collections/engagement-rings')).text();
  const handle = /\/shop\/products\/([a-z0-9-]+)"/.exec(page)![1]!;
  const response = await request.get(`/api/card-images?handle=${handle}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=1, stale-while-revalidate=9');
  const {images} = (await response.json()) as {images: {url: string; altText: string | null; width: number | null; height: number | null}[]};
  expect(images.length).toBeGreaterThan(1);
  expect(images[0]).toEqual({url: expect.any(String), altText: expect.any(String), width: expect.any(Number), height: expect.any(Number)});
  // The card's own first image is the answer's first.
  expect(page).toContain(images[0]!.url.replace(/&/g, '&amp;').split('?')[0]);
});

test('/api/card-images answers bad input and unknown products with a 4xx JSON error', async ({request}) => {
  for (const [search, status, code] of [
    ['', 400, 'INVALID_HANDLE'],
    ['?handle=', 400, 'INVALID_HANDLE'],
    ['?handle=Margot_Ring', 400, 'INVALID_HANDLE'],
    ['?handle=%3Cscript%3E', 400, 'INVALID_HANDLE'],
    ['?handle=a&handle=b', 400, 'INVALID_HANDLE'],
    ['?handle=a&size=2', 400, 'UNEXPECTED_PARAMETER'],
    ['?handle=no-such-product', 404, 'PRODUCT_NOT_FOUND'],
  ] as const) {
    const response = await request.get(`/api/card-images${search}`);
    expect(response.status(), search).toBe(status);
    expect(await response.json(), search).toEqual({error: {code, message: expect.any(String)}});
  }
  const post = await request.post('/api/card-images?handle=a', {data: {}});
  expect(post.status()).toBe(405);
  expect((await post.json()).error.code).toBe('METHOD_NOT_ALLOWED');
});
