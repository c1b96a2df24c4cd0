import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/account.$section';
import {FEATURE_FLAGS} from '~/config/feature-flags';
import {ACCOUNT_LINKS} from '~/config/site-links';

/** The account pages' content is another feature's; this gives each sidebar entry its page. */
export function loader({params}: Route.LoaderArgs) {
  const link = ACCOUNT_LINKS.find((entry) => entry.to === `/account/${params.section}`);
  if (!link) throw data(null, {status: 404});
  return {label: link.label, comingSoon: link.comingSoon ?? false, accountsOpen: FEATURE_FLAGS.customerAccount};
}

export default function AccountSection() {
  const {label, comingSoon, accountsOpen} = useLoaderData<typeof loader>();
  const message = comingSoon
    ? 'Coming Soon'
    : accountsOpen
      ? 'Sign in to see your account.'
      : 'Customer accounts are not open yet. Your orders reach you by email in the meantime.';
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{label}</h1>
      <p>{message}</p>
    </section>
  );
}
