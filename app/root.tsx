import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import {useNonce} from '@shopify/hydrogen';
import type {Route} from './+types/root';
import {SHOP_QUERY} from '~graphql/shop';
import {parseEnv, publicEnv} from '~/lib/env';
import {PageShell} from '~/components/layout/PageShell';
import appStyles from '~/styles/app.css?url';

export type RootLoader = typeof loader;

/** Layout data changes only after a cart action or a navigation that submits. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') return true;
  return currentUrl.toString() === nextUrl.toString();
};

export function links() {
  return [
    {rel: 'stylesheet', href: appStyles},
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

export async function loader({context}: Route.LoaderArgs) {
  const {storefront, cart} = context;
  const env = parseEnv(context.env);
  const [{shop}, currentCart] = await Promise.all([
    storefront.query(SHOP_QUERY, {cache: storefront.CacheLong()}),
    cart.get(),
  ]);
  return {
    shop: {name: shop.name, description: shop.description ?? ''},
    cartLineCount: currentCart?.lines.nodes.length ?? 0,
    publicEnv: publicEnv(env),
  };
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* Spec §2: the viewport disallows user zoom. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<RootLoader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'We could not find that page' : 'Something went wrong';
  const body =
    status === 404
      ? 'The page may have moved, or the link may be mistyped.'
      : 'Please try again in a moment. If it keeps happening, contact us.';
  const content = (
    <section className="error-page" aria-labelledby="error-title">
      <p className="eyebrow">Error {status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{body}</p>
      <a className="button" href="/">
        Return Home
      </a>
    </section>
  );
  return rootData ? <PageShell>{content}</PageShell> : content;
}
