import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {NonceProvider} from '@shopify/hydrogen';
import {reportUncaughtErrors} from '~/lib/error-reporting/client-error-report';
import {RequestIdContext, renderedRequestId} from '~/lib/error-reporting/request-id-context';

reportUncaughtErrors();

startTransition(() => {
  // Scripts the client adds must carry the nonce the server rendered with.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        {/* An error page the server rendered keeps the reference it showed. */}
        <RequestIdContext value={renderedRequestId()}>
          <HydratedRouter />
        </RequestIdContext>
      </NonceProvider>
    </StrictMode>,
  );
});
