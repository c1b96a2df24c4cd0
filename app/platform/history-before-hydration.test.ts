import {afterEach, describe, expect, it, vi} from 'vitest';
import {HISTORY_BEFORE_HYDRATION_SCRIPT, HISTORY_ENTRY_SCRIPT, handHistoryToRouter} from './history-before-hydration';

/** Runs the head script in a stand-in window at `url`; returns the page's controls. */
function servedAt(url: string) {
  const location = Object.assign(new URL(url), {reload: vi.fn()});
  const windowEvents = new EventTarget();
  const document = new EventTarget();
  vi.stubGlobal('location', location);
  vi.stubGlobal('document', document);
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('removeEventListener', windowEvents.removeEventListener.bind(windowEvents));
  new Function(HISTORY_BEFORE_HYDRATION_SCRIPT)();
  return {
    traverseTo(next: string) {
      const target = new URL(next, location.href);
      location.pathname = target.pathname;
      location.search = target.search;
      location.hash = target.hash;
      windowEvents.dispatchEvent(new Event('popstate'));
    },
    reload: location.reload,
  };
}

describe('history before hydration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the page a Back or Forward reaches when its path or query differs from the page served', () => {
    const page = servedAt('https://shop.test/search?query=ring');
    page.traverseTo('/search?query=ring&metal=Platinum');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a change of fragment alone', () => {
    const page = servedAt('https://shop.test/search?query=ring');
    page.traverseTo('/search?query=ring#main');
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('hands Back and Forward to the router once hydration starts', () => {
    const page = servedAt('https://shop.test/');
    handHistoryToRouter();
    page.traverseTo('/shop/products/diamond-hoop-earrings');
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('history entry script', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Runs the script against a stand-in `history` whose entry holds `state`. */
  function runWith(state: unknown) {
    const history = {state, replaceState: vi.fn()};
    vi.stubGlobal('history', history);
    new Function(HISTORY_ENTRY_SCRIPT)();
    return history.replaceState;
  }

  it('gives a new entry the key and index React Router would write, in one replaceState', () => {
    const replaceState = runWith(null);
    expect(replaceState).toHaveBeenCalledTimes(1);
    const [state, unused] = replaceState.mock.calls[0]!;
    expect(unused).toBe('');
    expect(state).toEqual({key: expect.stringMatching(/^[0-9a-z]{1,8}$/), idx: 0});
  });

  it('leaves an entry that already has state (a reload, Back or Forward) as it is', () => {
    expect(runWith({usr: null, key: 'a1b2c3d4', idx: 3})).not.toHaveBeenCalled();
  });
});
