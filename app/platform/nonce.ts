import {createContext, useContext} from 'react';

/**
 * The nonce the server wrote the page's scripts with, for scripts and styles the page adds.
 * Hydrogen has the same context (`useNonce`), but client code that imports anything from
 * `@shopify/hydrogen` puts that package's whole browser module, its analytics included, in the
 * chunk of the importer (docs/decisions/0012): the shell reads this one instead.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
