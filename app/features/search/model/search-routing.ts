// InstantSearch routing through React Router: the search state is written to the URL with
// React Router's navigate (so loaders, scroll and history stay in one hand), and back/forward
// hand the URL's state back to InstantSearch.
import type {Router, StateMapping, UiState} from 'instantsearch.js';
import {PRODUCTS_INDEX, SEARCH_FACETS, SEARCH_SORTS} from '~/config/search';
import {searchParamsFromState, searchStateFromParams, type SearchUrlConfig, type SearchUrlState} from '~/features/search/model/search-url-state';

export const SEARCH_PATH = '/search';

export const SEARCH_URL_CONFIG: SearchUrlConfig = {
  facets: SEARCH_FACETS.map((facet) => facet.attribute),
  sorts: SEARCH_SORTS.map((sort) => sort.param),
  defaultSort: SEARCH_SORTS[0].param,
};

const sortIndex = (param: string) => SEARCH_SORTS.find((sort) => sort.param === param)?.value ?? PRODUCTS_INDEX;
const sortParam = (index: string | undefined) => SEARCH_SORTS.find((sort) => sort.value === index)?.param ?? SEARCH_URL_CONFIG.defaultSort;

export const searchStateMapping: StateMapping<UiState, SearchUrlState> = {
  stateToRoute(uiState) {
    const state = uiState[PRODUCTS_INDEX] ?? {};
    return {
      query: state.query ?? '',
      page: state.page ?? 1,
      sort: sortParam(state.sortBy),
      refinements: {...state.refinementList},
    };
  },
  routeToState(route) {
    return {
      [PRODUCTS_INDEX]: {
        query: route.query,
        ...(route.page > 1 ? {page: route.page} : {}),
        ...(route.sort !== SEARCH_URL_CONFIG.defaultSort ? {sortBy: sortIndex(route.sort)} : {}),
        ...(Object.keys(route.refinements).length > 0 ? {refinementList: route.refinements} : {}),
      },
    };
  },
};

export function searchHref(state: SearchUrlState): string {
  return `${SEARCH_PATH}?${searchParamsFromState(state, SEARCH_URL_CONFIG).toString()}`;
}

export interface ReactRouterSearchRouter extends Router<SearchUrlState> {
  /** Tells InstantSearch about a URL change it did not make itself (back, forward, a link). */
  locationChanged: (search: string) => void;
  /**
   * Binds the router to the mounted search page; the returned function unbinds it when the page
   * goes. InstantSearch writes its state after the route has changed (widgets unmounting reset the
   * query, a debounced query lands late) and disposes of the router only a tick later, so an
   * unbound router ignores writes: the page the shopper went to keeps its URL.
   */
  attach: () => () => void;
}

/** A state's one query string: `%20` and `+` both read as a space, a bare `/search` as `?query=`. */
const canonicalSearch = (state: SearchUrlState) => `?${searchParamsFromState(state, SEARCH_URL_CONFIG).toString()}`;

/**
 * `getSearch` reads the current query string (the request's on the server); `navigate` pushes a new
 * one. Writes that would not change the URL's meaning are skipped (a link may encode the same query
 * differently), and so are location changes to the state InstantSearch already holds (its own
 * navigations landing, in whatever encoding).
 */
export function createSearchRouter(getSearch: () => string, navigate: (search: string) => void): ReactRouterSearchRouter {
  let listener: ((route: SearchUrlState) => void) | undefined;
  let attached = true;
  const parse = (search: string) => searchStateFromParams(new URLSearchParams(search), SEARCH_URL_CONFIG);
  const read = () => parse(getSearch());
  // The URL of the state InstantSearch holds: what it last wrote, or was last handed.
  let held = canonicalSearch(read());
  return {
    $$type: 'react-router',
    read,
    write(route) {
      if (!attached) return;
      held = canonicalSearch(route);
      if (held === canonicalSearch(read())) return;
      navigate(held);
    },
    createURL: searchHref,
    onUpdate(callback) {
      listener = callback;
    },
    dispose() {
      listener = undefined;
    },
    locationChanged(search) {
      if (!attached) return;
      const route = parse(search);
      if (canonicalSearch(route) === held) return;
      held = canonicalSearch(route);
      listener?.(route);
    },
    attach() {
      attached = true;
      return () => {
        attached = false;
      };
    },
  };
}
