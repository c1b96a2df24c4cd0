import {data, redirect, useActionData, useSearchParams} from 'react-router';
import type {Route} from './+types/account_.login';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';
import {customerErrorMessage} from '~/features/account/model/customer-errors';
import {sameOriginPath} from '~/ui/same-origin-path';
import {parseSignInForm} from '~/features/account/model/sign-in-input';
import {assertCustomerAccountsOpen} from '~/features/account/customer-accounts-gate';
import {readCustomerToken, storeCustomerToken} from '~/features/account/customer-session';
import {signInCustomer} from '~/features/account/customer-storefront.server';
import {assertSameOrigin} from '~/platform/same-origin';
import {SignInForm, type SignInFeedback} from '~/features/account/components/SignInForm';

const AFTER_SIGN_IN = '/account/orders';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'default', sheets: ['account']};

export const links: Route.LinksFunction = () => routeSheetLinks(handle);

export const meta: Route.MetaFunction = ({matches}) => [
  ...(matches.find((match) => match?.id === 'root')?.meta ?? []),
  {name: 'robots', content: 'noindex'},
];

export function loader({request, context}: Route.LoaderArgs) {
  assertCustomerAccountsOpen(context.appEnv);
  if (readCustomerToken(context.session)) {
    throw redirect(sameOriginPath(new URL(request.url).searchParams.get('returnTo'), AFTER_SIGN_IN));
  }
  return null;
}

export async function action({request, context}: Route.ActionArgs) {
  assertCustomerAccountsOpen(context.appEnv);
  assertSameOrigin(request);
  const parsed = parseSignInForm(await request.formData());
  if (!parsed.ok) return data<SignInFeedback>({fieldErrors: parsed.fieldErrors}, {status: 400});
  const {email, password, returnTo} = parsed.input;
  const result = await signInCustomer(context.storefront, email, password);
  if (!result.ok) {
    const message = result.errors.map((error) => customerErrorMessage(error.code));
    return data<SignInFeedback>({formError: [...new Set(message)].join(' ')}, {status: 401});
  }
  storeCustomerToken(context.session, result.token);
  return redirect(sameOriginPath(returnTo, AFTER_SIGN_IN));
}

export default function SignIn() {
  const feedback = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      <p>Sign in to see your orders and account details.</p>
      <SignInForm returnTo={sameOriginPath(searchParams.get('returnTo'), AFTER_SIGN_IN)} feedback={feedback} />
    </section>
  );
}
