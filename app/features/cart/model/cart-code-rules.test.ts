import {describe, expect, it} from 'vitest';
import {appliedDiscounts, centsOffByCode, discountCodeIssue, giftCardDigits, giftCardIssue, sameCode, warningForCode} from './cart-code-rules';
import {toCartView} from './cart-grouping';
import {line, PLANS, platformCart} from './cart-fixtures';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

describe('discount code messages', () => {
  it("explains each of Shopify's reasons a code does not apply in a shopper's words, naming the code", () => {
    expect(discountCodeIssue('DISCOUNT_NOT_FOUND', 'nope').message).toBe('We could not find the code NOPE. Please check it and try again.');
    expect(discountCodeIssue('DISCOUNT_CURRENTLY_INACTIVE', 'spring2024').message).toBe(
      'The code SPRING2024 is not active right now: it has expired or has not started yet.',
    );
    expect(discountCodeIssue('DISCOUNT_NO_ENTITLED_LINE_ITEMS', 'STUDS15').message).toBe('The code STUDS15 does not apply to anything in your cart.');
    expect(discountCodeIssue('DISCOUNT_PURCHASE_NOT_IN_RANGE', 'SPEND2000').message).toBe(
      'Your cart does not reach the minimum purchase for the code SPEND2000.',
    );
    expect(discountCodeIssue('DISCOUNT_CODE_NOT_HONOURED', 'WELCOME10').message).toContain('cannot be combined');
    expect(discountCodeIssue('DISCOUNT_ALREADY_APPLIED', 'welcome10').message).toBe('The code WELCOME10 is already applied to your cart.');
  });

  it('answers a blank code with the spec §8 MISSING_DISCOUNT_CODE message and an unknown reason with a plain one', () => {
    expect(discountCodeIssue('MISSING_DISCOUNT_CODE', '')).toEqual({
      code: 'MISSING_DISCOUNT_CODE',
      message: 'Please enter a discount code.',
      severity: 'error',
      lineId: null,
      field: 'discount-code',
    });
    expect(discountCodeIssue('SOMETHING_NEW', 'x1')).toMatchObject({code: 'SOMETHING_NEW', message: 'The code X1 cannot be used on this cart.'});
    expect(discountCodeIssue(null, 'x1')).toMatchObject({code: 'DISCOUNT_NOT_APPLICABLE', message: 'The code X1 cannot be used on this cart.'});
  });

  it('explains a gift card Shopify refused without repeating its code', () => {
    expect(giftCardIssue('GIFT_CARD_INVALID')).toMatchObject({field: 'gift-card', severity: 'error'});
    expect(giftCardIssue('GIFT_CARD_INVALID').message).toMatch(/used up or expired/);
    expect(giftCardIssue('MISSING_GIFT_CARD_CODE').message).toBe('Please enter a gift card code.');
  });
});

describe('code rules', () => {
  it('compares codes case-insensitively and ignores the spaces and dashes printed in gift card codes', () => {
    expect(sameCode('welcome10', ' WELCOME10 ')).toBe(true);
    expect(sameCode('WELCOME10', 'WELCOME1')).toBe(false);
    expect(giftCardDigits('gift 100H-appy days')).toBe('gift100Happydays');
  });

  it("finds the warning about the code just applied, though warnings name it only in their message", () => {
    const warnings = [
      {code: 'DISCOUNT_CODE_NOT_HONOURED', message: 'The discount code WELCOME10 cannot be combined.'},
      {code: 'DISCOUNT_NOT_FOUND', message: 'The discount code NOPE was not found.'},
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Lowered.'},
    ];
    expect(warningForCode(warnings, 'nope')).toBe('DISCOUNT_NOT_FOUND');
    expect(warningForCode([{code: 'DISCOUNT_NOT_FOUND', message: 'Not found.'}], 'nope')).toBe('DISCOUNT_NOT_FOUND');
    expect(warningForCode([{code: 'DISCOUNT_NOT_FOUND', message: 'a'}, {code: 'DISCOUNT_CURRENTLY_INACTIVE', message: 'b'}], 'x')).toBeNull();
  });
});

describe('the discounts a cart shows', () => {
  const studs = line({id: 'gid://shopify/CartLine/1', productId: 'p1', title: 'Studs', price: 1000});
  const band = line({id: 'gid://shopify/CartLine/2', productId: 'p2', title: 'Band', price: 500});
  const cart = {
    ...platformCart([
      {...studs, discountAllocations: [{discountedAmount: usd('150.0'), code: 'studs15'}]},
      {...band, discountAllocations: [{discountedAmount: usd('25.0'), title: 'Holiday sale'}]},
    ]),
    discountCodes: [
      {code: 'studs15', applicable: true},
      {code: 'WELCOME10', applicable: true},
      {code: 'TAKE50', applicable: false},
    ],
    discountAllocations: [{discountedAmount: usd('132.5'), code: 'WELCOME10'}],
    appliedGiftCards: [{id: 'gid://shopify/AppliedGiftCard/1001', lastCharacters: 'DAYS', amountUsed: usd('100.0')}],
  };
  const view = toCartView({...cart, cost: {...cart.cost, totalAmount: usd('1092.5')}}, {carePlans: PLANS, carePlansAvailable: true});

  it("maps each line's code discount, the cart's own, its gift cards and its amount due from the cart's figures", () => {
    expect(view.lines[0]!.items[0]!.discounts).toEqual([{code: 'studs15', title: null, amount: usd('150.0')}]);
    // The shop's automatic discount already shows as the struck-through price.
    expect(view.lines[1]!.items[0]!.discounts).toEqual([]);
    expect(view.cartDiscounts).toEqual([{code: 'WELCOME10', title: null, amount: usd('132.5')}]);
    expect(view.giftCards).toEqual([{id: 'gid://shopify/AppliedGiftCard/1001', lastCharacters: 'DAYS', amountUsed: usd('100.0')}]);
    expect(view.totalAmount).toEqual(usd('1092.5'));
  });

  it('totals what each code takes off, lines and subtotal, and lists only the codes that apply', () => {
    expect(centsOffByCode(view)).toEqual(new Map([['STUDS15', 15_000], ['WELCOME10', 13_250]]));
    expect(appliedDiscounts(view)).toEqual({codes: ['STUDS15', 'WELCOME10'], amount: 282.5});
    expect(appliedDiscounts(null)).toEqual({codes: [], amount: 0});
  });
});
