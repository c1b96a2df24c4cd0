import {describe, expect, it, vi} from 'vitest';
import {createSearchRouter} from '~/features/search/model/search-routing';

const route = {query: 'gold ring', page: 1, sort: 'relevance', refinements: {}};

describe('createSearchRouter', () => {
  it('leaves a URL alone that already says the same thing in another encoding', () => {
    const navigate = vi.fn();
    const router = createSearchRouter(() => '?query=gold%20ring', navigate);
    router.write(route);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a bare /search alone: it already is the empty search', () => {
    const navigate = vi.fn();
    const router = createSearchRouter(() => '', navigate);
    router.write({query: '', page: 1, sort: 'relevance', refinements: {}});
    expect(navigate).not.toHaveBeenCalled();
  });

  it('writes a state the URL does not hold yet', () => {
    const navigate = vi.fn();
    const router = createSearchRouter(() => '?query=gold', navigate);
    router.write(route);
    expect(navigate).toHaveBeenCalledWith('?query=gold+ring');
  });

  it('writes nothing once the search page is left, so the page reached keeps its URL', () => {
    const navigate = vi.fn();
    const router = createSearchRouter(() => '?query=ring', navigate);
    const detach = router.attach();
    detach();
    // What InstantSearch writes as its widgets unmount: the state without a query.
    router.write({query: '', page: 1, sort: 'relevance', refinements: {}});
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands InstantSearch no location changes once the search page is left', () => {
    const router = createSearchRouter(() => '', vi.fn());
    const listener = vi.fn();
    router.onUpdate(listener);
    router.attach()();
    router.locationChanged('');
    expect(listener).not.toHaveBeenCalled();
  });

  it('writes again when the page is shown again (React runs effects twice in development)', () => {
    const navigate = vi.fn();
    const router = createSearchRouter(() => '?query=ring', navigate);
    router.attach()();
    router.attach();
    router.write({query: 'band', page: 1, sort: 'relevance', refinements: {}});
    expect(navigate).toHaveBeenCalledWith('?query=band');
  });
});
