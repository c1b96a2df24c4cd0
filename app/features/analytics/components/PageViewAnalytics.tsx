import {useEffect} from 'react';
import {useLocation} from 'react-router';
import {pageViewEvent} from '~/features/analytics/model/analytics-event-builders';
import {analyticsConsent, syncAnalyticsCookies} from '~/features/analytics/privacy-choice';
import {pushDataLayerEvent} from '~/features/analytics/data-layer';
import {usePageType} from '~/features/chrome/route-handle';

/** Spec §3 page view once per page shown; the analytics cookies follow consent on each one too. */
export function PageViewAnalytics({shopId}: {shopId: string}) {
  const location = useLocation();
  const pageType = usePageType();

  useEffect(() => {
    // A task of its own: cookies and storage are read through the browser process, and the first
    // event loads the catalog, none of which the commit that shows the page should wait for.
    const timer = window.setTimeout(() => {
      syncAnalyticsCookies();
      pushDataLayerEvent(pageViewEvent(pageType, analyticsConsent(), shopId));
    }, 0);
    return () => window.clearTimeout(timer);
    // A page is its path, as analytics tools count views: a variant, sort, filter or query in
    // the URL's parameters pushes a history entry but shows the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return null;
}
