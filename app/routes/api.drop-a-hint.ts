// Drop a hint's resource route: the dialog's fields, checked again here, forwarded to the hint
// webhook (PRIVATE_DROP_A_HINT_WEBHOOK_URL) by name and link only, never with a price. The piece's
// title and link come from the catalogue by product id, and each visitor (session cookie) may send
// only a few hints an hour. On the local stack, without a configured URL, hints go to the stack's
// sink (listed at /webhooks).
import {data} from 'react-router';
import type {Route} from './+types/api.drop-a-hint';
import {HINT_PRODUCT_QUERY} from '~graphql/engagement';
import {HINT_SEND_WINDOW_MS, HINT_SENDS_PER_VISITOR, HINT_SENDS_SESSION_KEY} from '~/config/engagement';
import {hintPiece} from '~/features/engagement/model/hint-piece';
import {hintAllowance, hintLimitMessage} from '~/features/engagement/model/hint-rate-limit';
import {parseHintRequest} from '~/features/engagement/model/hint-request';
import {apiError} from '~/platform/api-error';
import {assertSameOrigin} from '~/platform/same-origin';
import {formWebhookUrl, postToWebhook} from '~/features/engagement/webhook.server';

export function loader() {
  return apiError(405, 'METHOD_NOT_ALLOWED', 'Send a hint with POST.');
}

export async function action({request, context}: Route.ActionArgs) {
  if (!context.appEnv.featureFlags.dropAHint) return apiError(404, 'NOT_FOUND', 'Not found.');
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

  const now = Date.now();
  const allowance = hintAllowance(context.session.get(HINT_SENDS_SESSION_KEY), now, HINT_SENDS_PER_VISITOR, HINT_SEND_WINDOW_MS);
  if (!allowance.allowed) {
    return data(
      {error: {code: 'TOO_MANY_HINTS', message: hintLimitMessage(HINT_SENDS_PER_VISITOR, allowance.retryAfterSeconds)}},
      {status: 429, headers: {'Cache-Control': 'no-store', 'Retry-After': String(allowance.retryAfterSeconds)}},
    );
  }

  const {productId, ringPath, stoneShape, ...hint} = parsed.request;
  const {product} = await context.storefront.query(HINT_PRODUCT_QUERY, {variables: {id: productId}, cache: context.storefront.CacheShort()});
  const piece = product ? hintPiece({ringPath, stoneShape}, product) : null;
  if (!piece) return apiError(404, 'UNKNOWN_PRODUCT', 'We could not find that piece. Please reload the page and try again.');

  const webhook = formWebhookUrl('dropAHint', context.appEnv);
  if (!webhook) {
    return apiError(503, 'NOT_CONFIGURED', 'Hints cannot be sent right now. Please share the link with them instead.');
  }
  const delivered = await postToWebhook(webhook, {
    type: 'drop_a_hint',
    ...hint,
    productTitle: piece.title,
    productUrl: new URL(piece.path, request.url).toString(),
    submittedAt: new Date(now).toISOString(),
  });
  if (!delivered) return apiError(502, 'WEBHOOK_FAILED', 'Your hint could not be sent. Please try again.');
  context.session.set(HINT_SENDS_SESSION_KEY, [...allowance.recent, now]);
  return data({ok: true as const}, {headers: {'Cache-Control': 'no-store'}});
}
