// Drop a hint's resource route: the dialog's fields, checked again here, forwarded to the hint
// webhook (PRIVATE_DROP_A_HINT_WEBHOOK_URL) by name and link only, never with a price. On the
// local stack, without a configured URL, hints go to the stack's sink (listed at /webhooks).
import {data} from 'react-router';
import type {Route} from './+types/api.drop-a-hint';
import {featureFlags} from '~/config/feature-flags';
import {parseHintRequest} from '~/domain/hint-request';
import {apiError} from '~/lib/api-error';
import {assertSameOrigin} from '~/lib/same-origin';
import {formWebhookUrl, postToWebhook} from '~/lib/webhook';

export function loader() {
  return apiError(405, 'METHOD_NOT_ALLOWED', 'Send a hint with POST.');
}

export async function action({request, context}: Route.ActionArgs) {
  if (!featureFlags(context.env).dropAHint) return apiError(404, 'NOT_FOUND', 'Not found.');
  assertSameOrigin(request);
  const form = await request.formData().catch(() => null);
  if (!form) return apiError(415, 'INVALID_INPUT', 'Send the hint as form data.');
  const parsed = parseHintRequest(Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')));
  if (!parsed.ok) {
    return data(
      {error: {code: 'INVALID_INPUT', message: 'Please correct the highlighted fields.'}, fieldErrors: parsed.errors},
      {status: 400, headers: {'Cache-Control': 'no-store'}},
    );
  }
  const webhook = formWebhookUrl('dropAHint', context.env);
  if (!webhook) {
    return apiError(503, 'NOT_CONFIGURED', 'Hints cannot be sent right now. Please share the link with them instead.');
  }
  const {productPath, ...hint} = parsed.request;
  const delivered = await postToWebhook(webhook, {
    type: 'drop_a_hint',
    ...hint,
    productUrl: new URL(productPath, request.url).toString(),
    submittedAt: new Date().toISOString(),
  });
  if (!delivered) return apiError(502, 'WEBHOOK_FAILED', 'Your hint could not be sent. Please try again.');
  return data({ok: true as const}, {headers: {'Cache-Control': 'no-store'}});
}
