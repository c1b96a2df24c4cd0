/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import type {AppEnv} from '~/platform/env';

declare global {
  /** The worker's raw environment; parsed once into `AppEnv` by `~/platform/env`. */
  interface Env {
    SESSION_SECRET: string;
    PUBLIC_STOREFRONT_API_TOKEN: string;
    PRIVATE_STOREFRONT_API_TOKEN: string;
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_STOREFRONT_ID: string;
    PUBLIC_CHECKOUT_DOMAIN: string;
    PUBLIC_ALGOLIA_APP_ID: string;
    PUBLIC_ALGOLIA_SEARCH_KEY: string;
    PUBLIC_ALGOLIA_HOST?: string;
    [key: string]: string | undefined;
  }

  interface HydrogenAdditionalContext {
    appEnv: AppEnv;
    /** Ties the log line, the error report and the reference on an error page together. */
    requestId: string;
    /**
     * React Router strips `.data` from the URL loaders see: this keeps whether the request was a
     * client navigation's (or fetcher's) data request rather than a document.
     */
    dataRequest: boolean;
  }
}

export {};
