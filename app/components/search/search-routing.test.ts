import {describe, expect, it, vi} from 'vitest';
import {createSearchRouter} from './search-routing';

const route = {query: 'gold ring', page: 1, sort: 'relevance', refinements: {}};

describe('createSearchRouter', () => {
  it('leaves a URL alone that already says the same thing in another encoding', () => {
    const navigate = vi.fn();
    const router = createSearchRouter(() => '?query=gold%20ring', navigate);
    router.write(route);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('writes a state the URL does not hold yet', () => {
    const navigate = vi.fn();
    const router = createSearchRouter(() => '?query=gold', navigate);
    router.write(route);
    expect(navigate).toHaveBeenCalledWith('?query=gold+ring');
  });
});
