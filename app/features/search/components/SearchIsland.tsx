import {InstantSearchSSRProvider, type InstantSearchServerState} from 'react-instantsearch';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import type {PublicEnv} from '~/platform/env';
import {browserSearchClient} from '~/features/search/search-client';
import {SearchExperience} from './SearchExperience';

export interface SearchIslandProps {
  /** The loader's first results; null when the server could not search (the browser then does). */
  serverState: InstantSearchServerState | null;
  env: PublicEnv;
  discountRules: readonly DiscountRule[];
}

/** The /search page's results with InstantSearch and the search client: the code the page loads after hydrating. */
export function SearchIsland({serverState, env, discountRules}: SearchIslandProps) {
  const experience = <SearchExperience searchClient={browserSearchClient(env)} discountRules={discountRules} imageOrigin={env.catalogImageOrigin} />;
  return serverState ? <InstantSearchSSRProvider {...serverState}>{experience}</InstantSearchSSRProvider> : experience;
}
