import {bannerText, countdownEnd, type Banner} from '~/features/chrome/model/banners';
import {AppLink} from '~/ui/AppLink';
import {BannerCountdown} from './BannerCountdown';

/** One announcement; both texts are rendered and CSS picks by viewport, so SSR needs no guess. */
export function BannerSlide({banner}: {banner: Banner}) {
  const desktop = bannerText(banner, 'desktop');
  const mobile = bannerText(banner, 'mobile');
  const endMs = countdownEnd(banner);
  return (
    <p className="banner__message">
      {mobile === desktop ? (
        <span className="banner__text">{desktop}</span>
      ) : (
        <>
          <span className="banner__text banner__text--desktop">{desktop}</span>
          <span className="banner__text banner__text--mobile">{mobile}</span>
        </>
      )}
      {endMs !== null ? <BannerCountdown endMs={endMs} prefix={banner.countdownPrefix} /> : null}
      {banner.detailsLink ? (
        <AppLink to={banner.detailsLink} className="banner__details" aria-label={`Details: ${desktop}`}>
          Details
        </AppLink>
      ) : null}
    </p>
  );
}
