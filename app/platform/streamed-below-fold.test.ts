import {describe, expect, it} from 'vitest';
import {withStreamedPartLoaded} from './streamed-below-fold';

describe('withStreamedPartLoaded', () => {
  it('hands the page the streamed part as its value, the rest untouched', async () => {
    const data = {title: 'Home', bestSellers: Promise.resolve(['ring'])};
    await expect(withStreamedPartLoaded(data, 'bestSellers')).resolves.toEqual({title: 'Home', bestSellers: ['ring']});
  });

  it('keeps a part that failed as the rejected promise, for the page to show its error state', async () => {
    const failed = Promise.reject(new Error('recommendations down'));
    const data = {title: 'Ring', related: failed};
    const settled = await withStreamedPartLoaded(data, 'related');
    expect(settled.related).toBe(failed);
    await expect(settled.related).rejects.toThrow('recommendations down');
  });

  it('passes through a part that is not streamed', async () => {
    await expect(withStreamedPartLoaded({related: null}, 'related')).resolves.toEqual({related: null});
  });
});
