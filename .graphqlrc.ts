import type {IGraphQLConfig} from 'graphql-config';
import {getSchema} from '@shopify/hydrogen-codegen';

// Hydrogen's convention (and what GraphQL editors read): the Storefront API project and where its
// operations live. `shopify hydrogen codegen` (npm run codegen) generates storefrontapi.generated.d.ts
// from it with Hydrogen's preset.
export default {
  projects: {
    default: {
      schema: getSchema('storefront'),
      documents: ['graphql/**/*.ts'],
    },
  },
} as IGraphQLConfig;
