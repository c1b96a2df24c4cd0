// The first page of /search results, rendered in the loader: InstantSearch runs its queries during
// a server render, and the answers travel to the browser so it hydrates without searching again.
import type {ReactNode} from 'react';
import {renderToReadableStream} from 'react-dom/server';
import {MemoryRouter} from 'react-router';
import {getServerState} from 'react-instantsearch';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import type {PublicEnv} from '~/platform/env';
import {serverSearchClient} from '~/features/search/search-client.server';
import {SearchExperience} from '~/features/search/components/SearchExperience';

const RENDER_DONE = new Error('The search state render is done');

/**
 * One synchronous render pass, as renderToString makes it, through the stream renderer the worker
 * already carries for pages (its build leaves React's string renderer out): the shell is rendered
 * in full, then what is still suspended is abandoned.
 */
async function renderOnce(element: ReactNode): Promise<void> {
  const stream = await renderToReadableStream(element, {
    onError: (error) => {
      if (error !== RENDER_DONE) console.error(error);
    },
  });
  await stream.cancel(RENDER_DONE);
}

export async function searchServerState(url: URL, env: PublicEnv, discountRules: readonly DiscountRule[]) {
  const app = (
    <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
      <SearchExperience searchClient={serverSearchClient(env)} discountRules={discountRules} imageOrigin={env.catalogImageOrigin} />
    </MemoryRouter>
  );
  // getServerState starts each render without awaiting it, then waits a macrotask for InstantSearch
  // to have mounted; the render pass runs in a microtask before that, so a failed one is known by then.
  const renderFailures: unknown[] = [];
  const renderToString = (element: ReactNode) => {
    renderOnce(element).catch((error: unknown) => renderFailures.push(error));
    return '';
  };
  try {
    return await getServerState(app, {renderToString});
  } catch (error) {
    throw renderFailures.length > 0 ? renderFailures[0] : error;
  }
}
