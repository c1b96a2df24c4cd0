// The executable Storefront API schema, built from the introspection JSON Hydrogen ships, so every
// operation is validated against exactly the types, arguments and directives Shopify publishes.
import {createRequire} from 'node:module';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';

const require = createRequire(import.meta.url);
let schema: GraphQLSchema | null = null;

export function storefrontSchema(): GraphQLSchema {
  schema ??= buildClientSchema(
    require('@shopify/hydrogen/storefront.schema.json') as IntrospectionQuery,
  );
  return schema;
}
