import {describe, expect, it} from 'vitest';
import {parseEnv} from '~/platform/env';
import {formWebhookUrl, webhookUrl} from './webhook.server';

const baseEnv = {
  SESSION_SECRET: 'secret',
  PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010',
  PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
  PUBLIC_ALGOLIA_APP_ID: 'APP',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'search-key',
} as unknown as Env;

describe('webhookUrl', () => {
  it('accepts http(s) URLs only', () => {
    expect(webhookUrl(' https://hooks.example/x ')).toBe('https://hooks.example/x');
    expect(webhookUrl('javascript:alert(1)')).toBeNull();
    expect(webhookUrl('not a url')).toBeNull();
    expect(webhookUrl('')).toBeNull();
  });
});

describe('formWebhookUrl', () => {
  it('uses each form’s PRIVATE_ variable when it is set', () => {
    const env = {
      ...baseEnv,
      PRIVATE_CUSTOM_DESIGN_WEBHOOK_URL: 'https://hooks.example/design',
      PRIVATE_DROP_A_HINT_WEBHOOK_URL: 'https://hooks.example/hint',
      PRIVATE_EMAIL_SIGNUP_WEBHOOK_URL: 'https://hooks.example/signup',
    } as Env;
    expect(formWebhookUrl('customDesign', parseEnv(env))).toBe('https://hooks.example/design');
    expect(formWebhookUrl('dropAHint', parseEnv(env))).toBe('https://hooks.example/hint');
    expect(formWebhookUrl('emailSignup', parseEnv(env))).toBe('https://hooks.example/signup');
  });

  it('falls back to the local stack sink for the form’s topic', () => {
    const env = {...baseEnv} as Env;
    expect(formWebhookUrl('customDesign', parseEnv(env))).toBe('http://127.0.0.1:4010/webhooks/custom-design');
    expect(formWebhookUrl('dropAHint', parseEnv(env))).toBe('http://127.0.0.1:4010/webhooks/drop-a-hint');
  });

  it('has no webhook on a Shopify store without a configured URL', () => {
    const env = {...baseEnv, PUBLIC_STORE_DOMAIN: 'shop.myshopify.com'} as Env;
    expect(formWebhookUrl('emailSignup', parseEnv(env))).toBeNull();
  });

  it('ignores the old unprefixed variable, which never reached the worker', () => {
    const env = {...baseEnv, PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', CUSTOM_DESIGN_WEBHOOK_URL: 'https://hooks.example/old'} as Env;
    expect(formWebhookUrl('customDesign', parseEnv(env))).toBeNull();
  });
});
