// The shop's issued gift cards: codes of 16 characters as Shopify issues them, with the balance each
// was issued with. Spending at the local checkout lowers a card's balance (recorded on the order);
// one card was spent before the stack was seeded and one has expired.

export interface SeedGiftCard {
  /** Numeric id; the applied card's gid is `gid://shopify/AppliedGiftCard/<id>`. */
  id: number;
  code: string;
  initialCents: number;
  /** Spent before the stack was seeded (orders placed elsewhere). */
  spentCents: number;
  /** Last day the card can be used (end of that day, UTC); null when it never expires. */
  expiresOn: string | null;
}

export const SEED_GIFT_CARDS: readonly SeedGiftCard[] = [
  {id: 1001, code: 'GIFT100HAPPYDAYS', initialCents: 10_000, spentCents: 0, expiresOn: null},
  {id: 1002, code: 'BIGDAY500GIFTCRD', initialCents: 50_000, spentCents: 0, expiresOn: null},
  {id: 1003, code: 'HALFUSED250CARDX', initialCents: 25_000, spentCents: 12_500, expiresOn: null},
  {id: 1004, code: 'SPENTCARD0000ZZZ', initialCents: 7_500, spentCents: 7_500, expiresOn: null},
  {id: 1005, code: 'EXPIREDCARD2024X', initialCents: 20_000, spentCents: 0, expiresOn: '2024-12-31'},
];
