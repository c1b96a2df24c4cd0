import {data, Outlet, useRouteLoaderData} from 'react-router';
import type {Route} from './+types/account';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';
import {AccountLayout} from '~/features/chrome/components/AccountLayout';
import {assertCustomerAccountsOpen} from '~/features/account/customer-accounts-gate';
import {requireCustomerAccount} from '~/features/account/customer-guard.server';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'account', sheets: ['account']};

export const links: Route.LinksFunction = () => routeSheetLinks(handle);

/** The store-name defaults from the root, kept out of search results. */
export const meta: Route.MetaFunction = ({matches}) => [
  ...(matches.find((match) => match?.id === 'root')?.meta ?? []),
  {name: 'robots', content: 'noindex'},
];

/** One customer query serves every account page; the pages themselves load nothing. */
export async function loader({request, context}: Route.LoaderArgs) {
  assertCustomerAccountsOpen(context.appEnv);
  const account = await requireCustomerAccount(request, context);
  // A customer's details and orders: never kept by the browser or a shared cache.
  return data({account}, {headers: {'Cache-Control': 'no-store'}});
}

export const headers: Route.HeadersFunction = ({loaderHeaders}) => loaderHeaders;

export function useCustomerAccount() {
  const data = useRouteLoaderData<typeof loader>('routes/account');
  if (!data) throw new Error('useCustomerAccount is for pages inside the account layout.');
  return data.account;
}

export default function Account() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
