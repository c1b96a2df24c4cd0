// The first page of /search results, rendered in the loader: InstantSearch runs its queries during
// a server render, and the answers travel to the browser so it hydrates without searching again.
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router';
import {getServerState} from 'react-instantsearch';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import type {PublicEnv} from '~/platform/env';
import {serverSearchClient} from '~/features/search/search-client.server';
import {SearchExperience} from '~/features/search/components/SearchExperience';

export async function searchServerState(url: URL, env: PublicEnv, discountRules: readonly DiscountRule[]) {
  const app = (
    <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
      <SearchExperience searchClient={serverSearchClient(env)} discountRules={discountRules} imageOrigin={env.catalogImageOrigin} />
    </MemoryRouter>
  );
  return getServerState(app, {renderToString});
}
