// React before React Router: the page's bootstrap evaluates the entry's chunks one per task in
// this order, so React's chunk runs on its own, not inside the router's (scripts/client-chunks.ts).
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {HydratedRouter} from 'react-router/dom';
import {reportUncaughtErrors} from '~/platform/error-reporting/client-error-report';
import {watchFailedDataRequests} from '~/platform/error-reporting/failed-data-request';
import {NonceContext} from '~/platform/nonce';
import {RequestIdContext, renderedRequestId} from '~/platform/error-reporting/request-id-context';
import {handHistoryToRouter} from '~/platform/history-before-hydration';

reportUncaughtErrors();
watchFailedDataRequests();

// The document's bootstrap has already waited for the first paint before it loaded this module
// (platform/scripts-after-first-paint.ts).
handHistoryToRouter();
startTransition(() => {
  // Scripts the client adds must carry the nonce the server rendered with.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        {/* An error page the server rendered keeps the reference it showed. */}
        <RequestIdContext.Provider value={renderedRequestId()}>
          <HydratedRouter />
        </RequestIdContext.Provider>
      </NonceContext.Provider>
    </StrictMode>,
  );
});
