import {describe, expect, it} from 'vitest';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import type {DiamondSearchState} from './use-diamond-search';
import {showsAfterPaint} from './use-shown-search';

const ovals = [{objectID: 'oval-1'}] as DiamondHit[];
const pears = [{objectID: 'pear-1'}] as DiamondHit[];
const ready = (asked: string, hits: DiamondHit[]): DiamondSearchState => ({asked, status: 'ready', hits, total: hits.length, pages: 1});

describe('showsAfterPaint', () => {
  it('holds back the answer to a changed query that was at hand at once', () => {
    expect(showsAfterPaint(ready('1:pear', pears), ready('1:oval', ovals))).toBe(true);
  });

  it('shows a search on its way and a failure at once, keeping the stones on screen', () => {
    expect(showsAfterPaint({asked: '1:pear', status: 'loading', hits: ovals, total: 1}, ready('1:oval', ovals))).toBe(false);
    expect(showsAfterPaint({asked: '1:pear', status: 'error', hits: ovals, total: 1}, ready('1:oval', ovals))).toBe(false);
  });

  it('shows an answer arriving for the query on screen at once', () => {
    expect(showsAfterPaint(ready('1:pear', pears), {asked: '1:pear', status: 'loading', hits: ovals, total: 1})).toBe(false);
  });

  it('shows at once what mounts nothing new: the server’s stones taken up as the step starts searching', () => {
    expect(showsAfterPaint(ready('1:oval', ovals), {asked: null, status: 'ready', hits: ovals, total: 1, pages: 1})).toBe(false);
  });
});
