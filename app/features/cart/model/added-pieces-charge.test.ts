import {describe, expect, it} from 'vitest';
import {addToCartEvent} from '~/features/analytics/model/analytics-event-builders';
import {validAnalyticsEvent} from '~/features/analytics/model/analytics-events';
import {addedPiecesCharge} from './added-pieces-charge';
import type {CartItem, CartView} from './cart-view';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

function item(variantId: string, total: string, extra: Partial<CartItem> = {}): CartItem {
  return {
    id: `line-${variantId}`,
    name: variantId,
    type: 'piece',
    description: '',
    quantity: 1,
    price: usd(total),
    totalPrice: usd(total),
    originalTotalPrice: null,
    variantId,
    productHandle: variantId,
    image: null,
    isStatic: true,
    isCarePlan: false,
    isFreeGift: false,
    options: [],
    attributes: [],
    tags: [],
    estimatedShipDaysBegin: null,
    estimatedShipDaysEnd: null,
    discounts: [],
    ...extra,
  };
}

function cart(items: CartItem[][], codes: {code: string; applicable: boolean}[] = []): CartView {
  return {
    id: 'cart',
    lines: items.map((entryItems, index) => ({
      id: `entry-${index}`,
      title: '',
      items: entryItems,
      image: null,
      maxQuantity: 10,
      leadTime: null,
      applicableCarePlans: [],
    })),
    subtotalAmount: usd('0'),
    totalAmount: usd('0'),
    discountCodes: codes,
    cartDiscounts: [],
    giftCards: [],
    requestedLoveNote: '',
    carePlansAvailable: true,
  } as unknown as CartView;
}

describe('what the cart charges for pieces just added', () => {
  it('values one of each piece at its line charge after discounts, not its list price', () => {
    const setting = item('setting', '1062.00', {price: usd('1180.00'), originalTotalPrice: usd('1180.00')});
    const stone = item('stone', '2400.00');
    expect(addedPiecesCharge(['setting', 'stone'], cart([[setting, stone]])).value).toBe(3462);
  });

  it('divides a line that holds several of the piece, and reads the last entry, as an add makes a new one last', () => {
    const earlier = item('ring', '900.00');
    const twice = item('studs', '1380.00', {quantity: 2});
    expect(addedPiecesCharge(['studs'], cart([[twice]])).value).toBe(690);
    expect(addedPiecesCharge(['ring'], cart([[earlier], [item('ring', '810.00')]])).value).toBe(810);
  });

  it('leaves the value out when the cart does not hold every added piece, and never counts a care plan as the piece', () => {
    const plan = item('studs', '99.00', {isCarePlan: true});
    expect(addedPiecesCharge(['studs'], cart([[plan]])).value).toBeNull();
  });

  it("names the cart's applicable codes as shown (upper case) and what codes took off the added pieces", () => {
    const studs = item('studs', '510.00', {
      discounts: [
        {code: 'STUDS15', title: null, amount: usd('90.00')},
        {code: null, title: 'Wedding bands 10% off', amount: usd('60.00')},
      ],
    });
    const charge = addedPiecesCharge(['studs'], cart([[studs]], [
      {code: 'studs15', applicable: true},
      {code: 'WELCOME10', applicable: true},
      {code: 'BANDS20', applicable: false},
    ]));
    expect(charge.discounts).toEqual({codes: ['STUDS15', 'WELCOME10'], amount: 90});
    const event = addToCartEvent(['studs'], charge.value ?? undefined, charge.currency, charge.discounts);
    expect(event).toEqual({
      event: 'addToCart',
      contents: [{id: 'studs', quantity: 1}],
      value: 510,
      currency: 'USD',
      discountCodes: ['STUDS15', 'WELCOME10'],
      discountAmount: 90,
    });
    expect(validAnalyticsEvent(event)).toEqual(event);
  });

  it('adds no discount fields when no code is applied', () => {
    const charge = addedPiecesCharge(['studs'], cart([[item('studs', '600.00')]]));
    expect(addToCartEvent(['studs'], charge.value ?? undefined, charge.currency, charge.discounts)).toEqual({
      event: 'addToCart',
      contents: [{id: 'studs', quantity: 1}],
      value: 600,
      currency: 'USD',
    });
  });
});
