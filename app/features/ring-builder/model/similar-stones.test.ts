import {describe, expect, it} from 'vitest';
import type {DiamondHit} from './diamond-hit';
import {closestStones, similarStonesRequest} from './similar-stones';

const hit = (stockNumber: string, price: number, carat = 1): DiamondHit =>
  ({stockNumber, objectID: stockNumber, total_sales_price: price, carat}) as DiamondHit;

describe('similar stones', () => {
  it('asks for the same type and shape within 15% of the carat', () => {
    expect(similarStonesRequest({type: 'natural', shape: 'Pear', carat: 1.2})).toMatchObject({
      indexName: 'diamonds',
      numericFilters: ['carat:1.02 TO 1.38'],
      facetFilters: [['type:natural'], ['shape:Pear']],
    });
  });

  it('offers the three nearest in price, never the sold stone, carat breaking ties', () => {
    const sold = {stockNumber: 'S', price: 5000, carat: 1};
    const hits = [hit('S', 5000), hit('A', 9000), hit('B', 5100, 1.2), hit('C', 4900, 1.05), hit('D', 5600), hit('E', 4000)];
    expect(closestStones(sold, hits).map((h) => h.stockNumber)).toEqual(['C', 'B', 'D']);
    expect(closestStones(sold, [])).toEqual([]);
  });
});
