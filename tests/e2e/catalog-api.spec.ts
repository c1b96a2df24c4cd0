import {expect, test} from '@playwright/test';

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
