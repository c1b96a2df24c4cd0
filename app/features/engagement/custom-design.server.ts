// The custom design form's one server handler, behind both of its entry points: the resource route
// the form's script posts to (/api/custom-design) and the form page itself, which a browser without
// JavaScript posts to and which then shows the answer as a page. It checks the request with the same
// schema as the form, then forwards it to PRIVATE_CUSTOM_DESIGN_WEBHOOK_URL. Nothing is stored here;
// on the local stack, without a configured URL, it goes to the stack's webhook sink. With no webhook
// at all the shopper is told to get in touch another way.
import {data, type ActionFunctionArgs} from 'react-router';
import {parseCustomDesign} from '~/features/engagement/model/custom-design-request';
import {formWebhookUrl, postToWebhook} from '~/features/engagement/webhook.server';
import {apiError} from '~/platform/api-error';
import {assertSameOrigin} from '~/platform/same-origin';

export async function submitCustomDesign({request, context}: Pick<ActionFunctionArgs, 'request' | 'context'>) {
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
