import {describe, expect, it} from 'vitest';
import {requestIdOf} from './request-id';

describe('requestIdOf', () => {
  it('keeps the id Oxygen sends', () => {
    expect(requestIdOf(new Request('https://shop.example/', {headers: {'request-id': 'a1b2c3d4-e5f6'}}))).toBe('a1b2c3d4-e5f6');
  });

  it('makes a fresh id when none is sent or the sent one could carry markup', () => {
    expect(requestIdOf(new Request('https://shop.example/'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(new Request('https://shop.example/', {headers: {'request-id': '<script>alert(1)</script>'}}))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
