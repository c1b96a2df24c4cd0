import {describe, expect, it} from 'vitest';
import {initialVariant, variantForChange} from './variant-selection';

const v = (id: string, metal: string, shape: string, availableForSale = true) => ({
  id,
  availableForSale,
  selectedOptions: [
    {name: 'Metal', value: metal},
    {name: 'Center Stone Shape', value: shape},
  ],
});

const variants = [v('1', 'Gold', 'Oval'), v('2', 'Gold', 'Round'), v('3', 'Platinum', 'Oval'), v('4', 'Platinum', 'Pear')];
const ROUND = {name: 'Center Stone Shape', value: 'Round'};

describe('variantForChange', () => {
  it('keeps the other options when such a variant exists', () => {
    expect(variantForChange(variants, variants[0]!, 'Metal', 'Platinum')?.id).toBe('3');
  });

  it('falls back to the first variant with the chosen value', () => {
    expect(variantForChange(variants, variants[1]!, 'Metal', 'Platinum')?.id).toBe('3');
    expect(variantForChange(variants, variants[0]!, 'Center Stone Shape', 'Pear')?.id).toBe('4');
  });

  it('is null for a value no variant has', () => {
    expect(variantForChange(variants, variants[0]!, 'Metal', 'Silver')).toBeNull();
  });
});

describe('initialVariant', () => {
  it('opens on the requested variant', () => {
    expect(initialVariant(variants, '4', ROUND)?.id).toBe('4');
  });

  it('defaults to a Round stone, else the first available variant', () => {
    expect(initialVariant(variants, null, ROUND)?.id).toBe('2');
    expect(initialVariant(variants, 'unknown', ROUND)?.id).toBe('2');
    expect(initialVariant([v('9', 'Gold', 'Oval', false), v('8', 'Gold', 'Pear')], null, ROUND)?.id).toBe('8');
    expect(initialVariant([], null, ROUND)).toBeNull();
  });
});
