import {createContext} from 'react';

/**
 * The site's stylesheet as text, which the server writes into the document head: a first visit
 * paints without waiting for a stylesheet request. Empty in the browser, which hydrates the head
 * the server sent and never re-renders that style element's text.
 */
export const DocumentStylesContext = createContext('');
