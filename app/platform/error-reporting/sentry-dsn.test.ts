import {describe, expect, it} from 'vitest';
import {parseSentryDsn} from './sentry-dsn';

describe('parseSentryDsn', () => {
  it('derives the envelope endpoint and key of a hosted DSN', () => {
    expect(parseSentryDsn('https://abc123@o1.ingest.sentry.io/4507')).toEqual({
      dsn: 'https://abc123@o1.ingest.sentry.io/4507',
      publicKey: 'abc123',
      projectId: '4507',
      envelopeUrl: 'https://o1.ingest.sentry.io/api/4507/envelope/',
    });
  });

  it('keeps a port and a path prefix of a self-hosted service', () => {
    expect(parseSentryDsn(' http://key@127.0.0.1:4010/errors/7 ')?.envelopeUrl).toBe('http://127.0.0.1:4010/errors/api/7/envelope/');
  });

  it('refuses an empty value, another scheme, a missing key or a non-numeric project', () => {
    expect(parseSentryDsn('')).toBeNull();
    expect(parseSentryDsn(undefined)).toBeNull();
    expect(parseSentryDsn('ftp://key@host/1')).toBeNull();
    expect(parseSentryDsn('https://host/1')).toBeNull();
    expect(parseSentryDsn('https://key@host/project')).toBeNull();
    expect(parseSentryDsn('not a dsn')).toBeNull();
  });
});
