// GraphQL errors the emulator raises itself, shaped like Shopify's (message plus `extensions.code`).
import {GraphQLError} from 'graphql';

export function notEmulated(typeName: string, fieldName: string): GraphQLError {
  return new GraphQLError(`Field "${typeName}.${fieldName}" is not emulated by the local stack`, {
    extensions: {code: 'NOT_EMULATED'},
  });
}

export function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, {extensions: {code: 'BAD_REQUEST'}});
}
