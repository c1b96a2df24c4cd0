import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/account.$section';
import {ACCOUNT_LINKS} from '~/config/site-links';

/** The account pages' content is another feature's; this gives each sidebar entry its page. */
export function loader({params}: Route.LoaderArgs) {
  const link = ACCOUNT_LINKS.find((entry) => entry.to === `/account/${params.section}`);
  if (!link) throw data(null, {status: 404});
  return {label: link.label, comingSoon: link.comingSoon ?? false};
}

export default function AccountSection() {
  const {label, comingSoon} = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{label}</h1>
      <p>{comingSoon ? 'Coming Soon' : 'Sign in to see your account. Customer accounts open soon.'}</p>
    </section>
  );
}
