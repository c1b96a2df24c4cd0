import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {reportUncaughtErrors} from '~/platform/error-reporting/client-error-report';
import {watchFailedDataRequests} from '~/platform/error-reporting/failed-data-request';
import {NonceContext} from '~/platform/nonce';
import {RequestIdContext, renderedRequestId} from '~/platform/error-reporting/request-id-context';

reportUncaughtErrors();
watchFailedDataRequests();

// Hydrate after the browser has painted the server's HTML: hydrating a large document first kept
// the first frame back by up to a second. A hidden tab never paints, so a timer starts it there.
const HYDRATE_WITHOUT_PAINT_AFTER_MS = 100;
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, HYDRATE_WITHOUT_PAINT_AFTER_MS);
});

startTransition(() => {
  // Scripts the client adds must carry the nonce the server rendered with.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        {/* An error page the server rendered keeps the reference it showed. */}
        <RequestIdContext value={renderedRequestId()}>
          <HydratedRouter />
        </RequestIdContext>
      </NonceContext>
    </StrictMode>,
  );
});
