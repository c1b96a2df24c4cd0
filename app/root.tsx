import {useContext, useEffect, useMemo} from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {Route} from './+types/root';
import {FAVICON_LINKS} from '~/config/brand-images';
import {CART_PAGE_PATH} from '~/config/cart';
import {NotFoundPage} from '~/features/chrome/components/NotFoundPage';
import {ErrorPage} from '~/features/chrome/components/ErrorPage';
import {newReportId, sendClientErrorReport} from '~/platform/error-reporting/client-error-report';
import {RequestIdContext} from '~/platform/error-reporting/request-id-context';
import {serverReportedRequestId} from '~/platform/error-reporting/failed-data-request';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {DocumentStyleElements} from '~/platform/document-styles';
import {useNonce} from '~/platform/nonce';
import {catalogImageConnectOrigin} from '~/platform/catalog-image-origin';
import {FirstPageEnd} from '~/platform/first-page';
import {HeadScript} from '~/platform/head-script';
import {PageShell} from '~/features/chrome/components/PageShell';
import {loadPageShellData, type RootLoader} from '~/features/chrome/page-shell-data.server';
import {StorefrontAnalytics} from '~/features/analytics/components/StorefrontAnalytics';

/**
 * Layout data changes only after a form post, or on a reload. A cart post answers with the cart it
 * made, which the header badge and Hydrogen's analytics provider follow from the cart store: the
 * layout does not read the cart again for it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, formAction, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') {
    return !(formAction && new URL(formAction, currentUrl).pathname === CART_PAGE_PATH);
  }
  return currentUrl.toString() === nextUrl.toString();
};

export function links() {
  // No font preloads: high-priority requests finishing before the first paint held it back (Lighthouse
  // counted them as render-blocking); the metric-matched fallbacks in fonts.css make the later swap
  // shift nothing.
  // PNG icons (config/brand-images.ts): an SVG favicon cost the page's main thread a document of its own.
  return FAVICON_LINKS;
}

/** Spec §2: a page without its own title and description shows the store name for both. */
export const meta: Route.MetaFunction = ({data}) => {
  const name = data?.shop.name ?? '';
  return [{title: name}, {name: 'description', content: name}];
};

export const loader = loadPageShellData;

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  const imageOrigin = catalogImageConnectOrigin(useRouteLoaderData<RootLoader>('root')?.publicEnv);
  return (
    // The head script sets the first-page mark before hydration.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Spec §2: the viewport disallows user zoom. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"
        />
        <link rel="preconnect" href={imageOrigin} />
        <HeadScript />
        <DocumentStyleElements />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <FirstPageEnd />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const {shop, analytics} = useLoaderData<typeof loader>();
  return (
    <>
      <PageShell>
        <Outlet />
      </PageShell>
      <StorefrontAnalytics shopId={shop.id} shop={analytics.shop} cart={analytics.cart} consent={analytics.consent} />
    </>
  );
}

/**
 * The reference an error page shows. An error the server rendered, or a loader failed on the
 * server during a client navigation, was reported there under the request's id; one met in the
 * browser after hydration gets its own id and is reported from here.
 */
function useErrorReference(error: unknown, reportable: boolean): string | null {
  const requestId = useContext(RequestIdContext);
  const hydrating = !useHydrated();
  // Fixed per error: the render after hydration must not swap the server's id for a new one.
  const [reference, reportHere] = useMemo((): [string | null, boolean] => {
    if (hydrating || !reportable) return [requestId, false];
    const serverReference = serverReportedRequestId(error);
    return serverReference ? [serverReference, false] : [newReportId(), true];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  useEffect(() => {
    if (reportHere && reference) sendClientErrorReport(error, 'boundary', reference);
  }, [error, reference, reportHere]);
  return reference;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<RootLoader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Thrown 4xx responses (a 404 and the like) are answers, not failures.
  const reference = useErrorReference(error, status >= 500);
  const hasShell = !!rootData;
  // The same element while status and reference hold: the re-render that follows hydration (the
  // hydrating check above) then stops here, before the chrome's islands: an update that reaches an
  // island not yet hydrated makes React drop the island's server markup for its fallback.
  return useMemo(() => {
    const content = status === 404 ? <NotFoundPage /> : <ErrorPage status={status} reference={reference} />;
    return hasShell ? <PageShell>{content}</PageShell> : content;
  }, [status, reference, hasShell]);
}
