import {afterEach, describe, expect, it, vi} from 'vitest';
import {HISTORY_BEFORE_HYDRATION_SCRIPT, handHistoryToRouter} from './history-before-hydration';

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
