import {describe, expect, it} from 'vitest';
import {EnvError, errorReportingEnv, parseEnv, publicEnv} from './env';

const localEnv = {
  SESSION_SECRET: 'secret',
  PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010',
  PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
  PRIVATE_STOREFRONT_API_TOKEN: 'private-token',
  PUBLIC_STOREFRONT_ID: '1',
  PUBLIC_CHECKOUT_DOMAIN: '127.0.0.1:4010',
  PUBLIC_ALGOLIA_APP_ID: 'APP',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'search-key',
  PUBLIC_ALGOLIA_HOST: '127.0.0.1:4020',
} as unknown as Env;

describe('parseEnv', () => {
  it('keeps the local stack origin when the store domain is a URL', () => {
    expect(parseEnv({...localEnv}).storeOrigin).toBe('http://127.0.0.1:4010');
  });

  it('has no store origin for a myshopify domain', () => {
    expect(parseEnv({...localEnv, PUBLIC_STORE_DOMAIN: 'shop.myshopify.com'}).storeOrigin).toBeNull();
  });

  it('names every missing variable without echoing any value', () => {
    const broken = {...localEnv, SESSION_SECRET: '', PUBLIC_ALGOLIA_APP_ID: undefined} as unknown as Env;
    expect(() => parseEnv(broken)).toThrow(EnvError);
    expect(() => parseEnv(broken)).toThrow(/SESSION_SECRET, PUBLIC_ALGOLIA_APP_ID/);
  });

  it('reads the feature flags, appointment page, form webhooks and Sentry DSN through the schema', () => {
    const env = parseEnv({
      ...localEnv,
      FEATURE_CUSTOMER_ACCOUNT: ' true ',
      FEATURE_DROP_A_HINT: 'off',
      PUBLIC_CAL_COM_BOOKING_URL: ' https://cal.com/a/b ',
      PRIVATE_DROP_A_HINT_WEBHOOK_URL: 'https://hooks.example/hint',
      PRIVATE_SENTRY_DSN: ' https://k@o1.ingest.sentry.io/9 ',
    } as unknown as Env);
    expect(env.featureFlags).toMatchObject({customerAccount: true, dropAHint: false, calComAppointment: true});
    expect(env.PUBLIC_CAL_COM_BOOKING_URL).toBe('https://cal.com/a/b');
    expect(env.PRIVATE_DROP_A_HINT_WEBHOOK_URL).toBe('https://hooks.example/hint');
    expect(env.PRIVATE_EMAIL_SIGNUP_WEBHOOK_URL).toBe('');
    expect(env.PRIVATE_SENTRY_DSN).toBe('https://k@o1.ingest.sentry.io/9');
  });

  it('takes an http(s) certificate report template and refuses any other scheme', () => {
    const template = 'http://127.0.0.1:4010/certificates/{lab}/{number}';
    expect(parseEnv({...localEnv, PUBLIC_CERTIFICATE_REPORT_URL: ` ${template} `} as unknown as Env).PUBLIC_CERTIFICATE_REPORT_URL).toBe(template);
    expect(() => parseEnv({...localEnv, PUBLIC_CERTIFICATE_REPORT_URL: 'javascript:alert(1)//{number}'} as unknown as Env)).toThrow(/PUBLIC_CERTIFICATE_REPORT_URL/);
  });

  it('takes an http(s) ring picture template, empty when unset, and refuses any other scheme', () => {
    const template = 'https://rings.example/{setting}.svg?metal={metal}&shape={shape}&carat={carat}';
    expect(parseEnv({...localEnv, PUBLIC_RING_PICTURE_URL: ` ${template} `} as unknown as Env).PUBLIC_RING_PICTURE_URL).toBe(template);
    expect(parseEnv({...localEnv}).PUBLIC_RING_PICTURE_URL).toBe('');
    expect(() => parseEnv({...localEnv, PUBLIC_RING_PICTURE_URL: 'data:image/svg+xml,{setting}'} as unknown as Env)).toThrow(/PUBLIC_RING_PICTURE_URL/);
  });

  it('leaves unset optional variables empty and the flags as shipped', () => {
    const env = parseEnv({...localEnv});
    expect(env.PRIVATE_SENTRY_DSN).toBe('');
    expect(env.featureFlags.customerAccount).toBe(false);
  });

  it('still reads the error-reporting variables when the rest of the environment is refused', () => {
    const broken = {PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010', PRIVATE_SENTRY_DSN: ' https://k@o1.ingest.sentry.io/9 '} as unknown as Env;
    expect(() => parseEnv(broken)).toThrow(EnvError);
    expect(errorReportingEnv(broken)).toEqual({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010', PRIVATE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/9'});
  });

  it('parses each environment object once', () => {
    const env = {...localEnv};
    expect(parseEnv(env)).toBe(parseEnv(env));
  });
});

describe('publicEnv', () => {
  it('exposes only the search settings, never a token or the session secret', () => {
    const exposed = publicEnv(parseEnv({...localEnv}));
    expect(exposed).toEqual({
      algoliaAppId: 'APP',
      algoliaSearchKey: 'search-key',
      algoliaHost: '127.0.0.1:4020',
      catalogImageOrigin: 'http://127.0.0.1:4010',
    });
    expect(JSON.stringify(exposed)).not.toMatch(/secret|private-token|public-token/);
  });
});
