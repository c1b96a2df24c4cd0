// The executable Storefront API schema, built from the introspection JSON Hydrogen ships, so every
// operation is validated against exactly the types, arguments and directives Shopify publishes.
// The `unstable` version adds what Hydrogen already calls there but the stable schema lacks:
// `consentManagement`, which the Customer Privacy API queries through the storefront's proxy.
import {createRequire} from 'node:module';
import {buildClientSchema, extendSchema, parse, type GraphQLSchema, type IntrospectionQuery} from 'graphql';

const require = createRequire(import.meta.url);
let schema: GraphQLSchema | null = null;
let unstable: GraphQLSchema | null = null;

const UNSTABLE_ADDITIONS = `
  "Computed cookies needed by the Consent Management Platform to respect and query visitor consent."
  type ConsentManagementCookies {
    cookieDomain: String!
    landingPageCookie: String
    origReferrerCookie: String
    shopifyAnalyticsCookie: String
    shopifyEssentialCookie: String
    shopifyUnique: String
    shopifyVisit: String
    trackingConsentCookie: String!
  }
  type ConsentManagement {
    cookies(visitorConsent: VisitorConsent): ConsentManagementCookies
  }
  extend type QueryRoot {
    consentManagement: ConsentManagement!
  }
`;

export function storefrontSchema(version = ''): GraphQLSchema {
  schema ??= buildClientSchema(
    require('@shopify/hydrogen/storefront.schema.json') as IntrospectionQuery,
  );
  if (version !== 'unstable') return schema;
  unstable ??= extendSchema(schema, parse(UNSTABLE_ADDITIONS));
  return unstable;
}
