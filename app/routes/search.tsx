import {useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/search';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {publicEnv} from '~/platform/env';
import {loadDiscountRulesOrNone} from '~/features/catalog/discount-rules-loader.server';
import {serverRenderedIsland} from '~/ui/server-rendered-island';
import {searchServerState} from '~/features/search/search-ssr.server';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';
import {seoMeta} from '~/platform/seo';
import {useShopifyAnalyticsView} from '~/features/analytics/shopify-analytics-view';

// InstantSearch and the search client stay out of the first load: the server renders the results
// into the document, and the browser hydrates them once this code arrives.
const SearchIsland = serverRenderedIsland(() => import('~/features/search/components/SearchIsland').then((m) => m.SearchIsland));

export const handle: RouteHandle = {pageType: 'Custom Page', sheets: ['search-page']};

export const links: Route.LinksFunction = () => routeSheetLinks(handle);

export const meta: Route.MetaFunction = (args) => {
  const query = args.data?.query;
  return [
    ...seoMeta(args, {title: query ? `Search: ${query}` : 'Search', description: 'Search the catalog of rings, diamonds and fine jewelry.'}),
    // Result pages are endless variations of one page: keep them out of indexes.
    {name: 'robots', content: 'noindex, follow'},
  ];
};

/** After the first render InstantSearch owns the results: URL changes on /search need no loader. */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, defaultShouldRevalidate}) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const env = publicEnv(context.appEnv);
  const discountRules = await loadDiscountRulesOrNone(context.storefront);
  let serverState: Awaited<ReturnType<typeof searchServerState>> | null = null;
  try {
    serverState = await searchServerState(url, env, discountRules);
  } catch (error) {
    // The browser searches on its own when the server could not.
    console.error('[search] server render failed', error);
  }
  return {serverState, discountRules, query: url.searchParams.get('query') ?? ''};
}

export default function SearchPage() {
  const {serverState, discountRules, query} = useLoaderData<typeof loader>();
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  useShopifyAnalyticsView(`search:${query}`, {type: 'search', searchTerm: query});
  if (!env) return null;
  return <SearchIsland.Island serverState={serverState} env={env} discountRules={discountRules} fallback={<SearchLoading query={query} />} />;
}

/** Shown only on a navigation within the site, while the results' code loads. */
function SearchLoading({query}: {query: string}) {
  return (
    <div className="search-page" aria-busy="true">
      <header className="search-page__header">
        <h1>{query ? <>Results for “{query}”</> : 'Search'}</h1>
      </header>
      <p role="status">Loading results…</p>
    </div>
  );
}
