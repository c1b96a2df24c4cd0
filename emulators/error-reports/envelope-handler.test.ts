import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openDatabase} from '../db/database';
import type {LocalStackDatabase} from '../db/records';
import {requestListener} from '../storefront/http';
import {envelopeHandler, parseEnvelope} from './envelope-handler';

let db: LocalStackDatabase;
let server: Server;
let base: string;

beforeAll(async () => {
  db = await openDatabase('memory://');
  server = createServer(requestListener([envelopeHandler(db)], () => undefined));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
});

const event = {event_id: 'e'.repeat(32), exception: {values: [{type: 'Error', value: 'line one\nline two'}]}};
const eventText = JSON.stringify(event);
const envelope = [
  JSON.stringify({event_id: event.event_id, trace: {trace_id: 't'.repeat(32), sample_rate: '1'}}),
  JSON.stringify({type: 'event', length: Buffer.byteLength(eventText)}),
  eventText,
  JSON.stringify({type: 'client_report'}),
  '{"discarded_events":[]}',
  '',
].join('\n');

describe('parseEnvelope', () => {
  it('reads the header and each item, by length when given', () => {
    const parsed = parseEnvelope(envelope);
    expect(parsed.header).toMatchObject({event_id: event.event_id});
    expect(parsed.items.map((item) => item.type)).toEqual(['event', 'client_report']);
    expect(parsed.items[0]!.payload).toEqual(event);
  });

  it('refuses an envelope whose lines are not JSON objects', () => {
    expect(() => parseEnvelope('')).toThrow(/empty/);
    expect(() => parseEnvelope('[1]\n')).toThrow(/envelope header/);
    expect(() => parseEnvelope('{}\n{"type":"event"}\nnot json\n')).toThrow(/event/);
  });
});

describe('envelope ingest', () => {
  it('stores each event of an authorised envelope under error-reports', async () => {
    const response = await fetch(`${base}/api/1/envelope/`, {
      method: 'POST',
      headers: {'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=local, sentry_client=test/1'},
      body: envelope,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({id: event.event_id});
    const [stored] = await db.listWebhookSubmissions({topic: 'error-reports'});
    expect(stored!.payload).toEqual({project: '1', trace: {trace_id: 't'.repeat(32), sample_rate: '1'}, event});
  });

  it('refuses a missing key, a bad envelope and other methods, storing nothing', async () => {
    const before = (await db.listWebhookSubmissions({topic: 'error-reports'})).length;
    expect((await fetch(`${base}/api/1/envelope/`, {method: 'POST', body: envelope})).status).toBe(401);
    expect((await fetch(`${base}/api/1/envelope/?sentry_key=k`, {method: 'POST', body: 'nope'})).status).toBe(400);
    expect((await fetch(`${base}/api/1/envelope/`)).status).toBe(405);
    expect((await db.listWebhookSubmissions({topic: 'error-reports'})).length).toBe(before);
  });
});
