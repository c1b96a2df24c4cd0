import {describe, expect, it} from 'vitest';
import {SEED_DISCOUNT_CODES, type SeedDiscountCode} from '../catalog/discount-codes';
import {SEED_GIFT_CARDS} from '../catalog/gift-cards';
import type {AutomaticDiscount, LinePrice} from './automatic-discounts';
import {
  codeActive,
  giftCardBalanceCents,
  giftCardProblem,
  normalizeGiftCardCode,
  priceCart,
  uniqueCodes,
  type PricingLine,
  type StoreDiscountCode,
} from './discount-codes';

const NOW = new Date('2026-06-01T12:00:00Z');

function store(code: SeedDiscountCode, entitled: string[] | null = null): StoreDiscountCode {
  return {...code, entitledProductIds: entitled === null ? null : new Set(entitled)};
}
const seed = (code: string) => SEED_DISCOUNT_CODES.find((c) => c.code === code)!;

const storeCodes = new Map<string, StoreDiscountCode>([
  ['WELCOME10', store(seed('WELCOME10'))],
  ['TAKE50', store(seed('TAKE50'))],
  ['SPEND2000', store(seed('SPEND2000'))],
  ['STUDS15', store(seed('STUDS15'), ['studs'])],
  ['BANDS20', store(seed('BANDS20'), ['band'])],
  ['SPRING2024', store(seed('SPRING2024'))],
  ['HOLIDAY2099', store(seed('HOLIDAY2099'))],
]);

const tenOff: AutomaticDiscount = {title: 'Bands 25% off', field: 'tags', values: ['band'], op: 'equals', percent: 25, priceMax: null, universal: false};

function line(id: string, productId: string, unitCents: number, quantity = 1, automatic: AutomaticDiscount | null = null): PricingLine {
  const subtotalCents = unitCents * quantity;
  const discountCents = automatic ? Math.round((subtotalCents * automatic.percent) / 100) : 0;
  const price: LinePrice = {unitCents, quantity, subtotalCents, discountCents, totalCents: subtotalCents - discountCents, discount: automatic};
  return {id, productId, price};
}

const price = (lines: PricingLine[], codes: string[], giftCards: {balanceCents: number; id?: number}[] = []) =>
  priceCart({
    lines,
    codes,
    storeCodes,
    giftCards: giftCards.map((g, i) => ({card: {...SEED_GIFT_CARDS[0]!, id: g.id ?? i}, balanceCents: g.balanceCents})),
    now: NOW,
  });

describe('discount codes', () => {
  it('takes a percentage code off the subtotal after product discounts, leaving the subtotal as is', () => {
    const result = price([line('a', 'ring', 100_000)], ['welcome10']);
    expect(result.subtotalCents).toBe(100_000);
    expect(result.orderDiscount?.cents).toBe(10_000);
    expect(result.discountedTotalCents).toBe(90_000);
    expect(result.codes).toEqual([{code: 'welcome10', applicable: true, warning: null}]);
  });

  it('takes a fixed amount off, never more than the subtotal', () => {
    expect(price([line('a', 'ring', 20_000)], ['TAKE50']).discountedTotalCents).toBe(15_000);
    expect(price([line('a', 'ring', 3_000)], ['TAKE50']).discountedTotalCents).toBe(0);
  });

  it('applies a minimum-subtotal code only from its minimum, with DISCOUNT_PURCHASE_NOT_IN_RANGE below it', () => {
    const below = price([line('a', 'ring', 199_999)], ['Spend2000']);
    expect(below.codes[0]).toEqual({code: 'Spend2000', applicable: false, warning: 'DISCOUNT_PURCHASE_NOT_IN_RANGE'});
    expect(below.discountedTotalCents).toBe(199_999);
    expect(price([line('a', 'ring', 200_000)], ['SPEND2000']).discountedTotalCents).toBe(180_000);
  });

  it('gives a product code to its product only, as a line discount that lowers the subtotal', () => {
    const result = price([line('s', 'studs', 40_000), line('r', 'ring', 100_000)], ['studs15']);
    expect(result.lines.map((l) => l.totalCents)).toEqual([34_000, 100_000]);
    expect(result.lines[0]?.discount).toMatchObject({kind: 'code', cents: 6_000});
    expect(result.subtotalCents).toBe(134_000);
    expect(result.discountedTotalCents).toBe(134_000);
    expect(result.codes[0]?.applicable).toBe(true);
  });

  it('answers DISCOUNT_NO_ENTITLED_LINE_ITEMS for a product or collection code with nothing it applies to', () => {
    const result = price([line('r', 'ring', 100_000)], ['STUDS15', 'BANDS20']);
    expect(result.codes.map((c) => c.warning)).toEqual(['DISCOUNT_NO_ENTITLED_LINE_ITEMS', 'DISCOUNT_NO_ENTITLED_LINE_ITEMS']);
    expect(result.discountedTotalCents).toBe(100_000);
  });

  it('lets the larger of a collection code and the automatic discount win the line, never both', () => {
    const beaten = price([line('b', 'band', 100_000, 1, tenOff)], ['BANDS20']);
    expect(beaten.lines[0]?.discount).toMatchObject({kind: 'automatic', cents: 25_000});
    expect(beaten.codes[0]).toEqual({code: 'BANDS20', applicable: false, warning: 'DISCOUNT_CODE_NOT_HONOURED'});
    const weakAutomatic = {...tenOff, percent: 10};
    const wins = price([line('b', 'band', 100_000, 1, weakAutomatic)], ['BANDS20']);
    expect(wins.lines[0]?.discount).toMatchObject({kind: 'code', cents: 20_000});
    expect(wins.lines[0]?.totalCents).toBe(80_000);
    expect(wins.codes[0]?.applicable).toBe(true);
  });

  it('combines an order code with product discounts, taken off the discounted subtotal', () => {
    const result = price([line('b', 'band', 100_000, 1, tenOff), line('s', 'studs', 40_000)], ['STUDS15', 'WELCOME10']);
    expect(result.subtotalCents).toBe(75_000 + 34_000);
    expect(result.orderDiscount?.cents).toBe(10_900);
    expect(result.codes.every((c) => c.applicable)).toBe(true);
  });

  it('applies only the best order code and says the others are not honoured', () => {
    const result = price([line('a', 'ring', 100_000)], ['TAKE50', 'WELCOME10']);
    expect(result.orderDiscount?.code.code).toBe('WELCOME10');
    expect(result.codes).toEqual([
      {code: 'TAKE50', applicable: false, warning: 'DISCOUNT_CODE_NOT_HONOURED'},
      {code: 'WELCOME10', applicable: true, warning: null},
    ]);
  });

  it('answers DISCOUNT_NOT_FOUND for unknown codes and DISCOUNT_CURRENTLY_INACTIVE for expired and future ones', () => {
    const result = price([line('a', 'ring', 100_000)], ['NOPE', 'spring2024', 'HOLIDAY2099']);
    expect(result.codes.map((c) => c.warning)).toEqual(['DISCOUNT_NOT_FOUND', 'DISCOUNT_CURRENTLY_INACTIVE', 'DISCOUNT_CURRENTLY_INACTIVE']);
    expect(result.discountedTotalCents).toBe(100_000);
  });

  it('applies nothing to an empty cart', () => {
    expect(price([], ['WELCOME10']).codes[0]).toEqual({code: 'WELCOME10', applicable: false, warning: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'});
  });

  it('keeps one of each code case-insensitively, in the first spelling, and drops blanks', () => {
    expect(uniqueCodes(['Welcome10', ' ', 'WELCOME10', 'take50 '])).toEqual(['Welcome10', 'take50']);
  });

  it('is active from its start until (not including) its end', () => {
    const code = seed('SPRING2024');
    expect(codeActive(code, new Date('2024-02-29T23:59:59Z'))).toBe(false);
    expect(codeActive(code, new Date('2024-03-01T00:00:00Z'))).toBe(true);
    expect(codeActive(code, new Date('2024-06-01T00:00:00Z'))).toBe(false);
  });
});

describe('gift cards', () => {
  it('pay what is left after discounts, in the order applied, up to each balance', () => {
    const result = price([line('a', 'ring', 100_000)], ['WELCOME10'], [{balanceCents: 10_000}, {balanceCents: 50_000}, {balanceCents: 50_000}]);
    expect(result.giftCards.map((g) => g.usedCents)).toEqual([10_000, 50_000, 30_000]);
    expect(result.dueCents).toBe(0);
    expect(result.discountedTotalCents).toBe(90_000);
  });

  it('leave the rest to pay when their balance is short', () => {
    expect(price([line('a', 'ring', 30_000)], [], [{balanceCents: 10_000}]).dueCents).toBe(20_000);
  });

  it('read codes without spaces or dashes and in any case', () => {
    expect(normalizeGiftCardCode('gift 100h-appy days')).toBe('GIFT100HAPPYDAYS');
  });

  it('refuse unknown, expired and spent cards', () => {
    const [fresh, , half, spent, expired] = SEED_GIFT_CARDS;
    expect(giftCardProblem(undefined, 0, NOW)).toBe('NOT_FOUND');
    expect(giftCardProblem(expired, giftCardBalanceCents(expired!, 0), NOW)).toBe('EXPIRED');
    expect(giftCardProblem(expired, 20_000, new Date('2024-12-31T23:59:59Z'))).toBeNull();
    expect(giftCardProblem(spent, giftCardBalanceCents(spent!, 0), NOW)).toBe('NO_BALANCE');
    expect(giftCardBalanceCents(half!, 0)).toBe(12_500);
    expect(giftCardBalanceCents(fresh!, 2_500)).toBe(7_500);
    expect(giftCardBalanceCents(fresh!, 20_000)).toBe(0);
  });
});
