// Forms that leave the storefront (custom design, drop a hint, email signup) go to a webhook as
// JSON; nothing is stored here. Each form's URL is a worker variable named PRIVATE_*_WEBHOOK_URL
// (only PUBLIC_, PRIVATE_, SESSION_ and FEATURE_ variables reach the worker). Without one, the local
// stack's sink takes the delivery, and on a Shopify store the form says it is unavailable.
// A webhook that is slow or down is reported, never waited on for long.
import type {AppEnv} from '~/platform/env';

const WEBHOOK_TIMEOUT_MS = 8_000;

/** Each form's webhook variable and the local stack's sink topic it falls back to. */
export const FORM_WEBHOOKS = {
  customDesign: {variable: 'PRIVATE_CUSTOM_DESIGN_WEBHOOK_URL', sinkTopic: 'custom-design'},
  dropAHint: {variable: 'PRIVATE_DROP_A_HINT_WEBHOOK_URL', sinkTopic: 'drop-a-hint'},
  emailSignup: {variable: 'PRIVATE_EMAIL_SIGNUP_WEBHOOK_URL', sinkTopic: 'email-signup'},
} as const;

export type FormWebhook = keyof typeof FORM_WEBHOOKS;

/** The configured webhook, or null when the variable is empty or not an http(s) URL. */
export function webhookUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Where a form's submissions go: its PRIVATE_*_WEBHOOK_URL, else the local stack's sink
 * (`<store origin>/webhooks/<topic>`; the origin is known only for the local stack, never for a
 * Shopify domain), else null.
 */
export function formWebhookUrl(form: FormWebhook, env: AppEnv): string | null {
  const {variable, sinkTopic} = FORM_WEBHOOKS[form];
  return webhookUrl(env[variable]) ?? (env.storeOrigin ? `${env.storeOrigin}/webhooks/${sinkTopic}` : null);
}

export async function postToWebhook(url: string, body: unknown): Promise<boolean> {
  const sent = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  }).catch((error: unknown) => {
    console.warn('[webhook] not delivered:', error instanceof Error ? error.message : error);
    return null;
  });
  return !!sent?.ok;
}
