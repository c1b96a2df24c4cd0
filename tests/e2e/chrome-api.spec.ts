import {expect, test} from './support/test';

test.describe('GET /api/menu', () => {
  test('answers the menu structure, cached without expiry', async ({request}) => {
    const response = await request.get('/api/menu?handle=menu-v3');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = (await response.json()) as {headers: {title?: string; items: unknown[]}[]};
    expect(body.headers.length).toBeGreaterThan(0);
    expect(body.headers[0]!.title).toBe('Engagement');
  });

  test('answers an unknown handle with a 404 JSON error', async ({request}) => {
    const response = await request.get('/api/menu?handle=no-such-menu');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({error: {code: 'MENU_NOT_FOUND', message: expect.any(String)}});
  });

  for (const [search, code] of [
    ['', 'MISSING_HANDLE'],
    ['?handle=Menu_V3', 'INVALID_HANDLE'],
    ['?handle=menu-v3&extra=1', 'UNEXPECTED_PARAMETER'],
  ] as const) {
    test(`answers bad input "${search}" with 400 ${code}`, async ({request}) => {
      const response = await request.get(`/api/menu${search}`);
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toEqual({error: {code, message: expect.any(String)}});
    });
  }

  test('refuses other methods with a 405 JSON error', async ({request, baseURL}) => {
    const response = await request.post('/api/menu?handle=menu-v3', {headers: {Origin: baseURL!}});
    expect(response.status()).toBe(405);
    expect(await response.json()).toEqual({error: {code: 'METHOD_NOT_ALLOWED', message: expect.any(String)}});
  });
});

test.describe('GET /api/banners', () => {
  test('answers running banners, stale after 270000 ms', async ({request}) => {
    const response = await request.get('/api/banners');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=270');
    const {banners} = (await response.json()) as {banners: {content: string; endDate?: string}[]};
    expect(banners.length).toBeGreaterThan(1);
    for (const banner of banners) {
      expect(banner.content).not.toBe('');
      if (banner.endDate) expect(Date.parse(banner.endDate)).toBeGreaterThan(Date.now());
    }
  });

  test('answers unexpected input with a 400 JSON error', async ({request}) => {
    const response = await request.get('/api/banners?limit=5');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({error: {code: 'UNEXPECTED_PARAMETER', message: expect.any(String)}});
  });
});
