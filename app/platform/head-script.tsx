import {createContext, useContext} from 'react';
import {useNonce} from './nonce';

/**
 * The text of the head's inline script (`head-script-text.server.ts`), given by the server only:
 * the browser hydrates the script it was served and never runs it again, so its bundles need not
 * carry the text.
 */
export const HeadScriptContext = createContext<string | null>(null);

/** Stable, so a render in the browser never writes the (empty) text over the served one. */
const SERVED = {__html: ''};

/** The head's inline script; before any stylesheet link, which would hold it back until it loads. */
export function HeadScript() {
  const text = useContext(HeadScriptContext);
  const nonce = useNonce();
  // The browser hides a parsed nonce from the DOM, which hydration reads as a mismatch.
  return <script nonce={nonce} dangerouslySetInnerHTML={text === null ? SERVED : {__html: text}} suppressHydrationWarning />;
}
