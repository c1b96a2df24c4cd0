import {describe, expect, it} from 'vitest';
import {diamondAt, diamondIdFromGid} from './generate-diamonds';
import {generateCatalog} from './generate-catalog';
import {DEFAULT_SEED} from './model';

const catalog = generateCatalog({seed: DEFAULT_SEED});

describe('demo customers and orders', () => {
  it('has two customers with 2-4 orders each, in several statuses', () => {
    expect(catalog.customers.map((c) => c.email)).toEqual(['ada@example.com', 'grace@example.com']);
    for (const customer of catalog.customers) {
      expect(customer.password.length).toBeGreaterThanOrEqual(5);
      const orders = catalog.orders.filter((o) => o.customerId === customer.id);
      expect(orders.length).toBeGreaterThanOrEqual(2);
      expect(orders.length).toBeLessThanOrEqual(4);
      expect(orders.every((o) => o.email === customer.email)).toBe(true);
    }
    expect(new Set(catalog.orders.map((o) => o.financialStatus)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(catalog.orders.map((o) => o.fulfillmentStatus)).size).toBeGreaterThanOrEqual(3);
    const numbers = catalog.orders.map((o) => o.orderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('references real variants and diamonds at consistent totals', () => {
    const variants = new Map(catalog.products.flatMap((p) => p.variants.map((v) => [v.id, v] as const)));
    for (const order of catalog.orders) {
      for (const line of order.lines) {
        const n = line.variantId ? diamondIdFromGid(line.variantId) : null;
        if (n !== null) {
          expect(line.priceCents).toBe(diamondAt(DEFAULT_SEED, n).total_sales_price * 100);
        } else {
          expect(variants.get(line.variantId ?? '')?.priceCents).toBe(line.priceCents);
        }
      }
      const subtotal = order.lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
      expect(order.subtotalCents).toBe(subtotal);
      expect(order.totalCents).toBe(subtotal + order.totalTaxCents);
    }
  });
});
