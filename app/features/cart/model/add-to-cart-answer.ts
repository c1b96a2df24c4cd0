// What an add to cart (the cart page's LinesAdd action) comes to for the shopper: the cart it made,
// or the reason it did not happen, whichever shape the answer took.
import {STOREFRONT_ERROR_MESSAGES, cartIssue} from './cart-issues';
import type {CartView} from './cart-view';

/** The add's outcome as the add buttons read it; `cart` null on success means the drawer reads it itself. */
export interface AddToCartResult {
  errors: {message: string}[] | null;
  cart: CartView | null;
}

/** The cart's general failure message. */
const failed = () => ({message: cartIssue(null, 'error').message});

const messagesOf = (value: unknown) =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) =>
        item && typeof item === 'object' && 'message' in item && typeof item.message === 'string' ? [{message: item.message}] : [],
      )
    : [];

/**
 * The action answers `{errors, cart}` (platform user errors, or none and the new cart), or
 * `{error: {message}}` when the input was refused or the cart could not be reached: the second is
 * a failure too, and must never read as an add.
 */
export function readAddToCartAnswer(answer: unknown): AddToCartResult {
  if (!answer || typeof answer !== 'object') return {errors: [failed()], cart: null};
  if ('error' in answer && answer.error && typeof answer.error === 'object') {
    const [refusal] = messagesOf([answer.error]);
    return {errors: [refusal ?? failed()], cart: null};
  }
  const errors = 'errors' in answer ? messagesOf(answer.errors) : [];
  if (errors.length > 0) return {errors, cart: null};
  const cart = 'cart' in answer && answer.cart && typeof answer.cart === 'object' ? (answer.cart as CartView) : null;
  return {errors: null, cart};
}

/** The fetch itself failed: the shopper's connection, not the store. */
export const NETWORK_FAILURE: AddToCartResult = {errors: [{message: STOREFRONT_ERROR_MESSAGES.NETWORK}], cart: null};
