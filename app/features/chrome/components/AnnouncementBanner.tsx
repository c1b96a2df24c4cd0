import type {Banner} from '~/features/chrome/model/banners';
import {serverRenderedIsland} from '~/ui/server-rendered-island';
import {BannerCarouselFrame} from './BannerCarouselFrame';
import {BannerSlide} from './BannerSlide';

// The slider (keen-slider) stays out of every page's first load: the server renders the carousel
// with its first announcement showing, and the browser hydrates it when this code arrives, just
// after the page (docs/decisions/0005). The first automatic move is 7 s away.
const Carousel = serverRenderedIsland(() => import('./BannerCarousel').then((m) => m.BannerCarousel));

/** Spec §2/§4: the sticky announcement bar, a looping carousel when there is more than one. */
export function AnnouncementBanner({banners}: {banners: Banner[]}) {
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <section className="banner" aria-label="Announcements" data-testid="announcement-banner">
        <div className="banner__single">
          <BannerSlide banner={banners[0]!} />
        </div>
      </section>
    );
  }
  // keen-slider measures its slides once: a different set of banners gets a fresh carousel.
  return (
    <Carousel.Island
      key={banners.map((banner) => banner.content).join('\n')}
      banners={banners}
      fallback={<BannerCarouselFrame banners={banners} current={0} />}
    />
  );
}
