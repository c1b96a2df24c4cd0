import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {diamondAt} from '../catalog/generate-diamonds';
import {certificateHandler} from './certificate-handler';
import {requestListener} from './http';

const SEED = 11;
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(requestListener([certificateHandler({seed: SEED, diamondCount: 50})], () => undefined));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local stack certificate report', () => {
  it('shows the stone a lab and report number belong to, with its grades', async () => {
    const stone = diamondAt(SEED, 7);
    const response = await fetch(`${base}/certificates/${stone.lab}/${stone.certNumber}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`${stone.lab} grading report ${stone.certNumber}`);
    for (const grade of [stone.shape, stone.color, stone.clarity, stone.cut, `${stone.carat.toFixed(2)} carat`]) expect(html).toContain(grade);
  });

  it('answers not found, reflecting nothing, for an unknown lab, number or stone', async () => {
    const stone = diamondAt(SEED, 7);
    for (const path of [`/certificates/XYZ/${stone.certNumber}`, '/certificates/GIA/1000000000', `/certificates/${stone.lab}/%3Cscript%3E`]) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('Report not found');
      expect(html).not.toContain('<script');
    }
    expect((await fetch(`${base}/certificates/${stone.lab}/${stone.certNumber}`, {method: 'POST'})).status).toBe(405);
  });
});
