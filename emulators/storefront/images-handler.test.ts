import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {renderImageRequest} from '../catalog/images/render-catalog-image';
import {imagesHandler} from './images-handler';

let server: Server;
let origin: string;
beforeAll(async () => {
  const handle = imagesHandler(renderImageRequest);
  server = createServer((request, response) => {
    void handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /images/rings/{setting}.svg', () => {
  it('serves the composed ring as an SVG, the same picture for a carat past the range as for its end', async () => {
    const response = await fetch(`${origin}/images/rings/aurora-halo-setting.svg?metal=14K%20Yellow%20Gold&shape=Oval&carat=9`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const capped = await fetch(`${origin}/images/rings/aurora-halo-setting.svg?metal=yellow-gold&shape=oval&carat=5`);
    expect(await response.text()).toBe(await capped.text());
  });

  it('answers 404 JSON for a metal, shape or carat it cannot draw', async () => {
    for (const query of ['metal=silver&shape=Oval&carat=1', 'metal=platinum&shape=Star&carat=1', 'metal=platinum&shape=Oval&carat=abc', '']) {
      const response = await fetch(`${origin}/images/rings/aurora-halo-setting.svg?${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.json()).toHaveProperty('errors');
    }
  });

  it('still serves the catalogue images by path, ignoring CDN size parameters', async () => {
    expect((await fetch(`${origin}/images/settings/halo-oval-platinum.svg?width=400`)).status).toBe(200);
  });
});
