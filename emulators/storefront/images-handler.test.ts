import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import sharp from 'sharp';
import {isCatalogPhoto, renderImageRequest} from '../catalog/images/render-catalog-image';
import {imagesHandler} from './images-handler';

const WEBP = {accept: 'image/avif,image/webp,image/apng,*/*;q=0.8'};

async function pictureSize(response: Response) {
  const {width, height, format} = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return {width, height, format};
}

let server: Server;
let origin: string;
beforeAll(async () => {
  const handle = imagesHandler(renderImageRequest, isCatalogPhoto);
  server = createServer((request, response) => {
    void handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /images/rings/{setting}.svg', () => {
  it('serves the composed ring as a photo, the same picture for a carat past the range as for its end', async () => {
    const response = await fetch(`${origin}/images/rings/aurora-halo-setting.svg?metal=14K%20Yellow%20Gold&shape=Oval&carat=9`, {headers: WEBP});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const capped = await fetch(`${origin}/images/rings/aurora-halo-setting.svg?metal=yellow-gold&shape=oval&carat=5`, {headers: WEBP});
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(await capped.arrayBuffer()))).toBe(true);
  });

  it('answers 404 JSON for a metal, shape or carat it cannot draw', async () => {
    for (const query of ['metal=silver&shape=Oval&carat=1', 'metal=platinum&shape=Star&carat=1', 'metal=platinum&shape=Oval&carat=abc', '']) {
      const response = await fetch(`${origin}/images/rings/aurora-halo-setting.svg?${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.json()).toHaveProperty('errors');
    }
  });

});

describe('GET /images/{photo} as Shopify\'s CDN serves photos', () => {
  it('is WebP to a browser that accepts it and PNG otherwise, varying on Accept and cached for a year', async () => {
    const webp = await fetch(`${origin}/images/settings/halo-oval-platinum.svg?width=200`, {headers: WEBP});
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect(webp.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await pictureSize(webp)).toEqual({width: 200, height: 200, format: 'webp'});
    const png = await fetch(`${origin}/images/settings/halo-oval-platinum.svg?width=200`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await pictureSize(png)).format).toBe('png');
  });

  it('fits a width and height, fills them with a crop, and never draws larger than the picture', async () => {
    const collection = (query: string) => fetch(`${origin}/images/collections/gifts.svg?${query}`, {headers: WEBP}).then(pictureSize);
    const drawn = await collection('');
    expect(drawn.width).toBeGreaterThan(300);
    expect(await collection('width=300&height=100')).toMatchObject({height: 100});
    expect(await collection('width=300&height=100&crop=center')).toMatchObject({width: 300, height: 100});
    expect(await collection(`width=${drawn.width! * 4}`)).toMatchObject({width: drawn.width, height: drawn.height});
    expect(await collection('width=abc&crop=sideways')).toMatchObject({width: drawn.width, height: drawn.height});
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await fetch(`${origin}/images/settings/halo-oval-platinum.svg?width=100`, {method: 'HEAD', headers: WEBP});
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(await head.text()).toBe('');
  });

  it('leaves the logo and the shape icons as SVG drawings', async () => {
    const icon = await fetch(`${origin}/images/shapes/oval.svg?width=40`, {headers: WEBP});
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toMatch(/^<svg/);
  });
});
