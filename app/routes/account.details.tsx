import {data} from 'react-router';
import type {Route} from './+types/account.details';
import {customerErrorMessage} from '~/features/account/model/customer-errors';
import {parseMarketingConsentForm} from '~/features/account/model/marketing-consent-form';
import {apiError} from '~/platform/api-error';
import {assertCustomerAccountsOpen} from '~/features/account/customer-accounts-gate';
import {signInRedirect} from '~/features/account/customer-guard.server';
import {clearCustomerToken, readCustomerToken} from '~/features/account/customer-session';
import {updateMarketingConsent} from '~/features/account/customer-storefront.server';
import {assertSameOrigin} from '~/platform/same-origin';
import {useFeatureFlag} from '~/platform/use-feature-flag';
import {CommunicationPreferences} from '~/features/account/components/CommunicationPreferences';
import {useCustomerAccount} from './account';

/** Saves the communication preferences; while that flag is off there is nothing to post to. */
export async function action({request, context}: Route.ActionArgs) {
  assertCustomerAccountsOpen(context.appEnv);
  if (!context.appEnv.featureFlags.communicationPreference) throw data(null, {status: 404});
  assertSameOrigin(request);
  const token = readCustomerToken(context.session);
  if (!token) throw signInRedirect(request);
  const form = await request.formData().catch(() => null);
  const acceptsMarketing = form ? parseMarketingConsentForm(Object.fromEntries(form)) : null;
  if (acceptsMarketing === null) return apiError(400, 'INVALID_INPUT', 'Choose your communication preferences and save again.');

  const result = await updateMarketingConsent(context.storefront, token.accessToken, acceptsMarketing);
  if (result.ok) return data({ok: true as const, acceptsMarketing: result.acceptsMarketing}, {headers: {'Cache-Control': 'no-store'}});
  if (result.code === 'TOKEN_INVALID' || result.code === 'UNIDENTIFIED_CUSTOMER') {
    clearCustomerToken(context.session);
    throw signInRedirect(request);
  }
  return apiError(400, result.code ?? 'INVALID', customerErrorMessage(result.code));
}

export default function AccountDetails() {
  const account = useCustomerAccount();
  const showPreferences = useFeatureFlag('communicationPreference');
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Account Details</h1>
      <dl className="account-details">
        <dt>Name</dt>
        <dd>{name || 'Not given'}</dd>
        <dt>Email</dt>
        <dd>{account.email ?? 'Not given'}</dd>
      </dl>
      {showPreferences ? <CommunicationPreferences acceptsMarketing={account.acceptsMarketing} /> : null}
    </section>
  );
}
