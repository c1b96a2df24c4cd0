import {useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction} from 'react-router';
import {InstantSearchSSRProvider} from 'react-instantsearch';
import type {Route} from './+types/search';
import type {RootLoader} from '~/root';
import {parseEnv, publicEnv} from '~/lib/env';
import {loadDiscountRulesOrNone} from '~/lib/discount-rules';
import {browserSearchClient} from '~/lib/search-client';
import {searchServerState} from '~/lib/search-ssr.server';
import type {RouteHandle} from '~/lib/route-handle';
import {seoMeta} from '~/lib/seo';
import {SearchExperience} from '~/components/search/SearchExperience';
import {useShopifyAnalyticsView} from '~/lib/shopify-analytics-view';

export const handle: RouteHandle = {pageType: 'Custom Page'};

export const meta: Route.MetaFunction = (args) => {
  const query = args.data?.query;
  return [
    ...seoMeta(args, {title: query ? `Search: ${query}` : 'Search', description: 'Search the catalogue of rings, diamonds and fine jewelry.'}),
    // Result pages are endless variations of one page: keep them out of indexes.
    {name: 'robots', content: 'noindex, follow'},
  ];
};

/** After the first render InstantSearch owns the results: URL changes on /search need no loader. */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, defaultShouldRevalidate}) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const env = publicEnv(parseEnv(context.env));
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
  const experience = <SearchExperience searchClient={browserSearchClient(env)} discountRules={discountRules} imageOrigin={env.catalogImageOrigin} />;
  return serverState ? <InstantSearchSSRProvider {...serverState}>{experience}</InstantSearchSSRProvider> : experience;
}
