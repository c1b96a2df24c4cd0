import {describe, expect, it} from 'vitest';
import {NETWORK_FAILURE, readAddToCartAnswer} from './add-to-cart-answer';
import {STOREFRONT_ERROR_MESSAGES} from './cart-issues';
import type {CartView} from './cart-view';

const cart = {id: 'gid://shopify/Cart/1', lines: []} as unknown as CartView;

describe('readAddToCartAnswer', () => {
  it('is an add with the cart the action answered', () => {
    expect(readAddToCartAnswer({errors: null, warnings: null, cart})).toEqual({errors: null, cart});
  });

  it('is an add the drawer reads for itself when the new cart did not come along', () => {
    expect(readAddToCartAnswer({errors: null, warnings: null, cart: null})).toEqual({errors: null, cart: null});
  });

  it('keeps the platform user errors (a quantity limit, a sold-out piece) and no cart', () => {
    const answer = {errors: [{message: 'Only 2 can be bought.', code: 'MAXIMUM_EXCEEDED', field: ['lines', '0']}], cart: null};
    expect(readAddToCartAnswer(answer)).toEqual({errors: [{message: 'Only 2 can be bought.'}], cart: null});
  });

  it('reads a refusal ({error}) as a failure with its message, never as an add', () => {
    const answer = {error: {code: 'CART_UNAVAILABLE', message: 'The cart cannot be reached right now. Please try again.'}};
    expect(readAddToCartAnswer(answer)).toEqual({errors: [{message: 'The cart cannot be reached right now. Please try again.'}], cart: null});
  });

  it('reads anything else as a general failure', () => {
    expect(readAddToCartAnswer(undefined).errors).toEqual([{message: 'We could not update your cart. Please try again.'}]);
    expect(readAddToCartAnswer({error: {}}).errors).toEqual([{message: 'We could not update your cart. Please try again.'}]);
  });

  it('names a failed connection as such', () => {
    expect(NETWORK_FAILURE.errors).toEqual([{message: STOREFRONT_ERROR_MESSAGES.NETWORK}]);
  });
});
