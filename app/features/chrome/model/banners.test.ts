import {describe, expect, it} from 'vitest';
import {parseBannerFields} from './banner-fields';
import {bannerText, countdownEnd, isExpired, runningBanners, type Banner} from './banners';

const fields = (record: Record<string, string | null>) => Object.entries(record).map(([key, value]) => ({key, value}));
const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('parseBannerFields', () => {
  it('reads every stored field', () => {
    const result = parseBannerFields(
      fields({
        content: 'Winter Event: 20% off',
        mobileContent: 'Up to 20% off',
        detailsLink: '/shop/collections/sale',
        endDate: '2030-01-15T05:00:00Z',
        showCountdown: 'true',
        countdownPrefix: 'Ends in',
        position: '2',
      }),
    );
    expect(result).toEqual({
      ok: true,
      position: 2,
      banner: {
        content: 'Winter Event: 20% off',
        mobileContent: 'Up to 20% off',
        detailsLink: '/shop/collections/sale',
        endDate: '2030-01-15T05:00:00Z',
        showCountdown: true,
        countdownPrefix: 'Ends in',
      },
    });
  });

  it('leaves out optional fields that are missing or blank', () => {
    const result = parseBannerFields(fields({content: 'Free shipping', mobileContent: ' ', countdownPrefix: ''}));
    expect(result).toEqual({ok: true, position: undefined, banner: {content: 'Free shipping', showCountdown: false}});
  });

  it.each([
    ['no content', {mobileContent: 'Hi'}],
    ['blank content', {content: '   '}],
    ['an unreadable end date', {content: 'Sale', endDate: 'next Tuesday'}],
    ['a script link', {content: 'Sale', detailsLink: 'javascript:alert(1)'}],
    ['a non-numeric position', {content: 'Sale', position: 'first'}],
  ])('rejects a banner with %s', (_label, record) => {
    expect(parseBannerFields(fields(record)).ok).toBe(false);
  });
});

describe('runningBanners', () => {
  const banner = (content: string, endDate?: string): Banner => ({content, showCountdown: false, ...(endDate ? {endDate} : {})});

  it('orders by position, keeping stored order for ties and unpositioned entries last', () => {
    const list = runningBanners(
      [
        {banner: banner('c'), position: undefined},
        {banner: banner('b'), position: 2},
        {banner: banner('a'), position: 1},
        {banner: banner('b2'), position: 2},
      ],
      NOW,
    );
    expect(list.map((b) => b.content)).toEqual(['a', 'b', 'b2', 'c']);
  });

  it('hides banners whose end date has passed', () => {
    const list = runningBanners(
      [
        {banner: banner('over', '2024-02-15T05:00:00Z'), position: 1},
        {banner: banner('running', '2030-01-01T00:00:00Z'), position: 2},
        {banner: banner('open-ended'), position: 3},
      ],
      NOW,
    );
    expect(list.map((b) => b.content)).toEqual(['running', 'open-ended']);
    expect(isExpired(banner('edge', '2026-06-01T00:00:00Z'), NOW)).toBe(true);
  });
});

describe('bannerText', () => {
  it('uses the mobile text on mobile and the content on desktop', () => {
    const b: Banner = {content: 'Long desktop text', mobileContent: 'Short', showCountdown: false};
    expect(bannerText(b, 'mobile')).toBe('Short');
    expect(bannerText(b, 'desktop')).toBe('Long desktop text');
  });

  it('falls back to the content on mobile when there is no mobile text', () => {
    expect(bannerText({content: 'Only text', showCountdown: false}, 'mobile')).toBe('Only text');
  });
});

describe('countdownEnd', () => {
  it('is the end date only when the banner shows a countdown', () => {
    const endDate = '2030-01-15T05:00:00Z';
    expect(countdownEnd({content: 'x', endDate, showCountdown: true})).toBe(Date.parse(endDate));
    expect(countdownEnd({content: 'x', endDate, showCountdown: false})).toBeNull();
    expect(countdownEnd({content: 'x', showCountdown: true})).toBeNull();
  });
});
