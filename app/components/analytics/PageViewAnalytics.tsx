import {useEffect} from 'react';
import {useLocation} from 'react-router';
import {pageViewEvent} from '~/domain/analytics-event-builders';
import {analyticsConsent, syncAnalyticsCookies} from '~/lib/analytics-consent';
import {pushDataLayerEvent} from '~/lib/analytics';
import {usePageType} from '~/lib/route-handle';

/** Spec §3 page view on every navigation; the analytics cookies follow consent on each one too. */
export function PageViewAnalytics({shopId}: {shopId: string}) {
  const location = useLocation();
  const pageType = usePageType();

  useEffect(() => {
    syncAnalyticsCookies();
    pushDataLayerEvent(pageViewEvent(pageType, analyticsConsent(), shopId));
    // A new history entry is a navigation; a re-render of the same page is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
