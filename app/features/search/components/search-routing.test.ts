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

  it('hands InstantSearch nothing when its own navigation lands, however the URL encodes it', () => {
    const router = createSearchRouter(() => '?query=gold', vi.fn());
    const listener = vi.fn();
    router.onUpdate(listener);
    router.write(route);
    router.locationChanged('?query=gold+ring');
    router.locationChanged('?query=gold%20ring');
    expect(listener).not.toHaveBeenCalled();
  });

  it('hands InstantSearch a return to a URL it held before: Back right after a sort restores the sort', () => {
    let search = '?query=ring';
    const router = createSearchRouter(() => search, (next) => (search = next));
    const listener = vi.fn();
    router.onUpdate(listener);
    router.write({query: 'ring', page: 1, sort: 'price-asc', refinements: {}});
    expect(search).toBe('?query=ring&sort=price-asc');
    // Back: React may render only this location, the same query string it rendered before the sort.
    search = '?query=ring';
    router.locationChanged(search);
    expect(listener).toHaveBeenCalledWith({query: 'ring', page: 1, sort: 'relevance', refinements: {}});
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
