import {ServerRouter, type EntryContext, type HandleErrorFunction} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {calEmbedOrigins} from '~/features/engagement/appointment-booking';
import {coalescedStream} from '~/platform/coalesced-stream';
import {scriptsAfterFirstPaint} from '~/platform/scripts-after-first-paint';
import {DocumentStylesContext} from '~/platform/document-styles';
import {HeadScriptContext} from '~/platform/head-script';
import {HEAD_SCRIPT_TEXT} from '~/platform/head-script-text.server';
import {NonceContext} from '~/platform/nonce';
import {contextReportTarget, reportError} from '~/platform/error-reporting/error-reporter';
import {RequestIdContext} from '~/platform/error-reporting/request-id-context';
import {contentSecurityPolicy} from '~/platform/security-headers';
import {ROUTE_SHEET_TEXT} from '~/styles/route-sheet-text.server';

const DOCUMENT_STYLES = {routeSheets: ROUTE_SHEET_TEXT};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  const {nonce, header, NonceProvider} = contentSecurityPolicy(context.appEnv, calEmbedOrigins(context.appEnv));

  const body = await renderToReadableStream(
    // Hydrogen's nonce for its own components, ours for the app's (platform/nonce.ts).
    <NonceProvider>
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={context.requestId}>
          <DocumentStylesContext.Provider value={DOCUMENT_STYLES}>
            <HeadScriptContext.Provider value={HEAD_SCRIPT_TEXT}>
              <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
            </HeadScriptContext.Provider>
          </DocumentStylesContext.Provider>
        </RequestIdContext.Provider>
      </NonceContext.Provider>
    </NonceProvider>,
    {
      nonce,
      // A boundary finished when the shell goes out stays in place, however large: React would
      // otherwise send one over 12.8 KB as its fallback and swap the content in by script, so the
      // page would paint the fallback and shift (server-rendered islands, ui/server-rendered-island).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: request.signal,
      onError(error) {
        if (!request.signal.aborted) reportError(error, request, contextReportTarget(context));
        responseStatusCode = 500;
      },
    },
  );

  // Crawlers get the whole document at once; shoppers get it streamed.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(scriptsAfterFirstPaint(coalescedStream(body)), {headers: responseHeaders, status: responseStatusCode});
}

/** Failed loaders and actions (thrown responses are not errors and never arrive here). */
export const handleError: HandleErrorFunction = (error, {request, context}) => {
  // A shopper who navigates away aborts the request; nothing failed.
  if (request.signal.aborted) return;
  reportError(error, request, contextReportTarget(context as HydrogenRouterContextProvider));
};
