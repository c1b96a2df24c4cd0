import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

// Types for every operation in graphql/, generated from the Storefront API schema Hydrogen ships.
export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['graphql/**/*.ts'],
    },
  },
} as CodegenConfig;
