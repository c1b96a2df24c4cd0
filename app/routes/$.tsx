import {data, isRouteErrorResponse, useLoaderData, useRouteError} from 'react-router';
import type {Route} from './+types/$';
import {loadPage} from '~/features/chrome/content-pages.server';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {seoMeta} from '~/platform/seo';
import {DefaultLayout} from '~/features/chrome/components/DefaultLayout';
import {NotFoundPage} from '~/features/chrome/components/NotFoundPage';
import {RichTextArticle} from '~/features/chrome/components/RichTextArticle';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'default'};

const PAGE_HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** `/{handle}` and Shopify's own `/pages/{handle}` both name a Storefront page. */
function pageHandle(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const handle = segments.length === 1 ? segments[0] : segments.length === 2 && segments[0] === 'pages' ? segments[1] : null;
  return handle && PAGE_HANDLE.test(handle) ? handle : null;
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data?.page;
  return page ? seoMeta(args, {title: page.seoTitle, description: page.seoDescription}) : [{title: 'Page not found'}];
};

/** Any path no other route claims: a Storefront page by handle, or a real 404 (which lets
 * server.ts try the store's URL redirects). */
export async function loader({request, context}: Route.LoaderArgs) {
  const handle = pageHandle(new URL(request.url).pathname);
  const page = handle ? await loadPage(context.storefront, handle) : null;
  if (!page) throw data(null, {status: 404});
  return {page};
}

export default function CustomPage() {
  const {page} = useLoaderData<typeof loader>();
  return (
    <DefaultLayout header={{type: 'default', title: page.title}}>
      <RichTextArticle title={page.title} body={page.body} showTitle={false} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
