// The custom design form's resource route, posted to by the form's script (the handler is shared
// with the form page, which takes the same post without JavaScript).
import type {ActionFunctionArgs} from 'react-router';
import {submitCustomDesign} from '~/features/engagement/custom-design.server';
import {apiError} from '~/platform/api-error';

export function loader() {
  return apiError(405, 'METHOD_NOT_ALLOWED', 'Send the custom design form with POST.');
}

export function action(args: ActionFunctionArgs) {
  return submitCustomDesign(args);
}
