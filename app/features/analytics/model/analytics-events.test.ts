import {describe, expect, it} from 'vitest';
import {addToCartEvent, pageViewEvent} from './analytics-event-builders';
import {checkoutPressedEvent} from './checkout-pressed-event';
import {validAnalyticsEvent} from './analytics-events';

describe('analytics event catalogue', () => {
  it('builds the spec §3 page-view payload', () => {
    expect(pageViewEvent('Product', true, 'gid://shopify/Shop/1')).toEqual({
      event: 'page_view',
      pageType: 'Product',
      hasUserConsent: true,
      analyticsAllowed: true,
      salesChannel: 'headless',
      currency: 'USD',
      shopId: 'gid://shopify/Shop/1',
    });
    expect(validAnalyticsEvent(pageViewEvent('Homepage', true, '1'))).not.toBeNull();
  });

  it('builds addToCart with each content id at quantity 1', () => {
    const event = addToCartEvent(['a', 'b'], 1250, 'USD');
    expect(event).toEqual({event: 'addToCart', contents: [{id: 'a', quantity: 1}, {id: 'b', quantity: 1}], value: 1250, currency: 'USD'});
    expect(validAnalyticsEvent(event)).toEqual(event);
    expect(validAnalyticsEvent(addToCartEvent(['a']))).toEqual({event: 'addToCart', contents: [{id: 'a', quantity: 1}]});
  });

  it('accepts viewContent, checkout_pressed and drop_a_hint_submitted as defined', () => {
    const view = {event: 'viewContent', contentIds: ['p1'], contentName: 'Ring', contentType: 'Rings', value: 900, currency: 'USD'};
    expect(validAnalyticsEvent(view)).toEqual(view);
    expect(validAnalyticsEvent({event: 'checkout_pressed'})).toEqual({event: 'checkout_pressed'});
    expect(validAnalyticsEvent({event: 'drop_a_hint_submitted'})).toEqual({event: 'drop_a_hint_submitted'});
  });

  it('refuses unknown events and malformed payloads', () => {
    expect(validAnalyticsEvent({event: 'purchase'})).toBeNull();
    expect(validAnalyticsEvent({event: 'addToCart', contents: []})).toBeNull();
    expect(validAnalyticsEvent({event: 'addToCart', contents: [{id: 'a', quantity: 2}]})).toBeNull();
    expect(validAnalyticsEvent({...pageViewEvent('Product', true, '1'), currency: 'EUR'})).toBeNull();
    expect(validAnalyticsEvent({...pageViewEvent('Product', true, '1'), pageType: 'Blog'})).toBeNull();
    expect(validAnalyticsEvent({...pageViewEvent('Product', true, ''), shopId: ''})).toBeNull();
  });

  it.each([
    ['a non-object', 'page_view'],
    ['null', null],
    ['an array', [{event: 'drop_a_hint_submitted'}]],
    ['a page view without consent flags', {event: 'page_view', pageType: 'Product', salesChannel: 'headless', currency: 'USD', shopId: '1'}],
    ['a page view whose consent is a string', {...pageViewEvent('Product', true, '1'), hasUserConsent: 'yes'}],
    ['a page view from another channel', {...pageViewEvent('Product', true, '1'), salesChannel: 'online_store'}],
    ['viewContent without content ids', {event: 'viewContent', contentIds: [], contentName: 'Ring', contentType: 'Rings', value: 900, currency: 'USD'}],
    ['viewContent with an empty content id', {event: 'viewContent', contentIds: [''], contentName: 'Ring', contentType: 'Rings', value: 900, currency: 'USD'}],
    ['viewContent without a value', {event: 'viewContent', contentIds: ['p1'], contentName: 'Ring', contentType: 'Rings', currency: 'USD'}],
    ['viewContent with a negative value', {event: 'viewContent', contentIds: ['p1'], contentName: 'Ring', contentType: 'Rings', value: -1, currency: 'USD'}],
    ['viewContent with a value that is not a number', {event: 'viewContent', contentIds: ['p1'], contentName: 'Ring', contentType: 'Rings', value: NaN, currency: 'USD'}],
    ['addToCart with a currency of four letters', {event: 'addToCart', contents: [{id: 'a', quantity: 1}], currency: 'USDX'}],
    ['addToCart with an empty content id', {event: 'addToCart', contents: [{id: '', quantity: 1}]}],
    ['addToCart with an empty discount code', {event: 'addToCart', contents: [{id: 'a', quantity: 1}], discountCodes: ['']}],
    ['checkout_pressed with an infinite discount', {event: 'checkout_pressed', discountCodes: ['A'], discountAmount: Infinity}],
    ['an event named after an object key', {event: 'toString'}],
  ])('refuses %s', (_, event) => {
    expect(validAnalyticsEvent(event)).toBeNull();
  });

  it('keeps only the fields the catalogue names', () => {
    expect(validAnalyticsEvent({event: 'addToCart', contents: [{id: 'a', quantity: 1, title: 'Ring'}], email: 'a@b.c'})).toEqual({
      event: 'addToCart',
      contents: [{id: 'a', quantity: 1}],
    });
    expect(validAnalyticsEvent({event: 'drop_a_hint_submitted', recipient: 'x'})).toEqual({event: 'drop_a_hint_submitted'});
  });

  it('builds checkout_pressed with the applied discount codes and what they take off', () => {
    const event = checkoutPressedEvent({codes: ['WELCOME10', 'STUDS15'], amount: 182.5}, 'USD');
    expect(event).toEqual({event: 'checkout_pressed', discountCodes: ['WELCOME10', 'STUDS15'], discountAmount: 182.5, currency: 'USD'});
    expect(validAnalyticsEvent(event)).toEqual(event);
  });

  it('builds a bare checkout_pressed when no code applies', () => {
    expect(checkoutPressedEvent({codes: [], amount: 0}, 'USD')).toEqual({event: 'checkout_pressed'});
    expect(validAnalyticsEvent({event: 'checkout_pressed', discountCodes: [], discountAmount: 0})).toBeNull();
  });
});
