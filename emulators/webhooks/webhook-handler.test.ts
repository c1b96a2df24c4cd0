import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openDatabase} from '../db/database';
import type {LocalStackDatabase} from '../db/records';
import {requestListener} from '../storefront/http';
import {webhookHandler} from './webhook-handler';

let db: LocalStackDatabase;
let server: Server;
let base: string;

beforeAll(async () => {
  db = await openDatabase('memory://');
  server = createServer(requestListener([webhookHandler(db)], () => undefined));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
});

const deliver = (topic: string, body: string) =>
  fetch(`${base}/webhooks/${topic}`, {method: 'POST', headers: {'content-type': 'application/json'}, body});

describe('webhook sink', () => {
  it('fails the next matching delivery once when told to, storing nothing, and refuses bad fault requests', async () => {
    const fault = (body: unknown) => fetch(`${base}/webhooks/__faults`, {method: 'POST', body: JSON.stringify(body)});
    expect((await fault({topic: 'fault-check', match: 'marker-1', status: 503})).status).toBe(201);
    expect((await fault({topic: 'fault-check', match: '', status: 503})).status).toBe(400);
    expect((await fault({topic: 'fault-check', match: 'x', status: 200})).status).toBe(400);

    expect((await deliver('fault-check', JSON.stringify({message: 'other'}))).status).toBe(201);
    expect((await deliver('fault-other', JSON.stringify({message: 'marker-1'}))).status).toBe(201);
    expect((await deliver('fault-check', JSON.stringify({message: 'marker-1'}))).status).toBe(503);
    expect((await deliver('fault-check', JSON.stringify({message: 'marker-1'}))).status).toBe(201);
    const stored = await db.listWebhookSubmissions({topic: 'fault-check'});
    expect(stored.filter((s) => JSON.stringify(s.payload).includes('marker-1'))).toHaveLength(1);
  });

  it('stores a JSON delivery and lists it, newest first, escaped', async () => {
    expect((await deliver('custom-design', JSON.stringify({name: 'Ada', message: '<b>oval</b>'}))).status).toBe(201);
    expect((await deliver('drop-a-hint', JSON.stringify({to: 'grace@example.com'}))).status).toBe(201);

    const stored = await db.listWebhookSubmissions({topic: 'custom-design'});
    expect(stored.map((s) => s.payload)).toEqual([{name: 'Ada', message: '<b>oval</b>'}]);

    const listing = await (await fetch(`${base}/webhooks`)).text();
    expect(listing.indexOf('drop-a-hint')).toBeLessThan(listing.indexOf('custom-design'));
    expect(listing).toContain('&lt;b&gt;oval&lt;/b&gt;');
    expect(listing).not.toContain('<b>oval</b>');
  });

  it('refuses bad JSON, oversized bodies, odd topics and wrong methods, storing nothing', async () => {
    const before = (await db.listWebhookSubmissions()).length;
    expect((await deliver('custom-design', '{not json')).status).toBe(400);
    expect((await deliver('custom-design', JSON.stringify({x: 'y'.repeat(70_000)}))).status).toBe(413);
    expect((await deliver('Bad_Topic', '{}')).status).toBe(404);
    expect((await fetch(`${base}/webhooks/custom-design`)).status).toBe(405);
    expect((await fetch(`${base}/webhooks`, {method: 'POST', body: '{}'})).status).toBe(405);
    expect((await db.listWebhookSubmissions()).length).toBe(before);
  });
});
