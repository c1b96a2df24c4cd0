// The custom design form's resource route: checks the request with the same schema as the form,
// then forwards it to PRIVATE_CUSTOM_DESIGN_WEBHOOK_URL. Nothing is stored here; on the local stack,
// without a configured URL, it goes to the stack's webhook sink (listed at <store origin>/webhooks).
// With no webhook at all the shopper is told to get in touch another way, and the form keeps what
// they typed.
import {data, type ActionFunctionArgs} from 'react-router';
import {parseCustomDesign} from '~/features/engagement/model/custom-design-request';
import {apiError} from '~/platform/api-error';
import {assertSameOrigin} from '~/platform/same-origin';
import {formWebhookUrl, postToWebhook} from '~/features/engagement/webhook.server';

export function loader() {
  return apiError(405, 'METHOD_NOT_ALLOWED', 'Send the custom design form with POST.');
}

export async function action({request, context}: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData().catch(() => null);
  if (!form) return apiError(415, 'INVALID_INPUT', 'Send the custom design form as form data.');
  const parsed = parseCustomDesign(Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')));
  if (!parsed.ok) {
    return data(
      {error: {code: 'INVALID_INPUT', message: 'Please correct the highlighted fields.'}, fieldErrors: parsed.errors},
      {status: 400, headers: {'Cache-Control': 'no-store'}},
    );
  }

  const webhook = formWebhookUrl('customDesign', context.appEnv);
  if (!webhook) {
    return apiError(503, 'NOT_CONFIGURED', 'We cannot take custom design requests online right now. Please contact us and we will help.');
  }
  const delivered = await postToWebhook(webhook, {...parsed.request, submittedAt: new Date().toISOString()});
  if (!delivered) {
    return apiError(502, 'WEBHOOK_FAILED', 'Your request could not be sent. Nothing was lost: please try again.');
  }
  return data({ok: true as const}, {headers: {'Cache-Control': 'no-store'}});
}
