// The footer's inline signup, used when the email-marketing script is not there: the address is
// checked and forwarded to PRIVATE_EMAIL_SIGNUP_WEBHOOK_URL; on the local stack, without one, to
// the stack's sink (listed at /webhooks). Nothing is stored here.
import {data} from 'react-router';
import type {Route} from './+types/api.email-signup';
import {parseEmailSignup} from '~/features/engagement/model/email-signup-request';
import {apiError} from '~/platform/api-error';
import {assertSameOrigin} from '~/platform/same-origin';
import {formWebhookUrl, postToWebhook} from '~/features/engagement/webhook.server';

export function loader() {
  return apiError(405, 'METHOD_NOT_ALLOWED', 'Sign up with POST.');
}

export async function action({request, context}: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData().catch(() => null);
  if (!form) return apiError(415, 'INVALID_INPUT', 'Send the email address as form data.');
  const parsed = parseEmailSignup(Object.fromEntries(form));
  if (!parsed.ok) return apiError(400, 'INVALID_INPUT', parsed.error);
  const webhook = formWebhookUrl('emailSignup', context.appEnv);
  if (!webhook) return apiError(503, 'NOT_CONFIGURED', 'Sign-up is not available right now. Please try again later.');
  const delivered = await postToWebhook(webhook, {type: 'email_signup', email: parsed.email, submittedAt: new Date().toISOString()});
  if (!delivered) return apiError(502, 'WEBHOOK_FAILED', 'We could not sign you up just now. Please try again.');
  return data({ok: true as const}, {headers: {'Cache-Control': 'no-store'}});
}
