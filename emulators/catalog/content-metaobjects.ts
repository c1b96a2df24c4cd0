// Content the storefront reads through metaobjects: the mega menu, announcement banners and discount
// rules (spec section 3). Holiday cutoffs and feature flags are the app's configuration, not store
// content (app/config, docs/feature-flags.md), so the seed writes none.
import {CATALOG_EPOCH, addDays, isoSeconds, utcDay} from './dates';
import type {IdAllocator} from './ids';
import {SALE_TAG} from './markers';
import {MENU_HANDLE, menuHeaders} from './menu';
import type {SeedMetaobject} from './model';

type Field = SeedMetaobject['fields'][number];

const text = (key: string, value: string): Field => ({key, type: 'single_line_text_field', value});
const multiline = (key: string, value: string): Field => ({key, type: 'multi_line_text_field', value});
const json = (key: string, value: unknown): Field => ({key, type: 'json', value: JSON.stringify(value)});
const integer = (key: string, value: number): Field => ({key, type: 'number_integer', value: String(value)});
const decimal = (key: string, value: number): Field => ({key, type: 'number_decimal', value: value.toFixed(2)});
const bool = (key: string, value: boolean): Field => ({key, type: 'boolean', value: String(value)});
const url = (key: string, value: string): Field => ({key, type: 'url', value});
const dateTime = (key: string, value: string): Field => ({key, type: 'date_time', value});

interface BannerSpec {
  content: string;
  mobileContent: string;
  detailsLink: string | null;
  /** Days after the day the stack is seeded, and the UTC hour, when the banner ends. */
  endsAfterDays: number;
  endHourUtc: number;
  showCountdown: boolean;
  countdownPrefix: string;
}

const BANNERS: readonly BannerSpec[] = [
  {
    content: 'Free insured overnight shipping and 30-day returns on every order',
    mobileContent: 'Free overnight shipping & 30-day returns',
    detailsLink: '/support/shipping-returns',
    endsAfterDays: 365,
    endHourUtc: 23,
    showCountdown: false,
    countdownPrefix: '',
  },
  {
    content: 'The Winter Event: 20% off sale styles and 10% off wedding bands under $2,000',
    mobileContent: 'Winter Event: up to 20% off',
    detailsLink: '/shop/collections/sale',
    // A sale a shopper sees counting down: days, not years.
    endsAfterDays: 12,
    endHourUtc: 5,
    showCountdown: true,
    countdownPrefix: 'Ends in',
  },
  {
    content: 'Complimentary engraving and a handwritten love note with every engagement ring',
    mobileContent: 'Free engraving on engagement rings',
    detailsLink: '/ring-builder/settings',
    endsAfterDays: 180,
    endHourUtc: 4,
    showCountdown: false,
    countdownPrefix: '',
  },
  {
    content: 'Pay over time with Shop Pay Installments, from 0% APR',
    mobileContent: 'Shop Pay Installments, from 0% APR',
    detailsLink: '/support/faq',
    // Already over: the storefront must hide expired banners.
    endsAfterDays: -30,
    endHourUtc: 5,
    showCountdown: false,
    countdownPrefix: '',
  },
];

interface DiscountRuleSpec {
  handle: string;
  /** The automatic discount's title, which the cart and checkout name the discount by. */
  title: string;
  field: string;
  values: string[];
  op: 'equals' | 'includes';
  percent: number;
  priceMax: number | null;
  universal: boolean;
}

/**
 * First matching rule wins, so the order here is the order the storefront evaluates. The local
 * Storefront API runs these same metaobjects as the shop's automatic discounts (a real store
 * configures its automatic discounts to match), so the cart charges what the storefront shows.
 */
const DISCOUNT_RULES: readonly DiscountRuleSpec[] = [
  {handle: 'sale-tag', title: 'Winter Event: 20% off sale styles', field: 'tags', values: [SALE_TAG], op: 'equals', percent: 20, priceMax: null, universal: false},
  {handle: 'bands-under-2000', title: 'Winter Event: 10% off wedding bands', field: 'productType', values: ['band'], op: 'includes', percent: 10, priceMax: 2000, universal: false},
  {handle: 'gemstone-event', title: 'Gemstone Event: 15% off', field: 'tags', values: ['gem:sapphire', 'gem:ruby', 'gem:emerald'], op: 'equals', percent: 15, priceMax: 1500, universal: false},
];

/** `seededOn`: the day the local stack is seeded; banners end relative to it. */
export function generateContentMetaobjects(ids: IdAllocator, seededOn: number): SeedMetaobject[] {
  const updatedAt = isoSeconds(CATALOG_EPOCH);
  const entry = (type: string, handle: string, fields: Field[]): SeedMetaobject => ({
    id: ids.next('Metaobject'),
    type,
    handle,
    updatedAt,
    fields,
  });
  return [
    entry('menu', MENU_HANDLE, [text('title', 'Main menu'), json('headers', menuHeaders())]),
    ...BANNERS.map((banner, i) =>
      entry('banner', `banner-${i + 1}`, [
        multiline('content', banner.content),
        multiline('mobileContent', banner.mobileContent),
        ...(banner.detailsLink ? [url('detailsLink', banner.detailsLink)] : []),
        dateTime('endDate', isoSeconds(addDays(utcDay(seededOn), banner.endsAfterDays) + banner.endHourUtc * 3_600_000)),
        bool('showCountdown', banner.showCountdown),
        text('countdownPrefix', banner.countdownPrefix),
        integer('position', i + 1),
      ]),
    ),
    ...DISCOUNT_RULES.map((rule, i) =>
      entry('discount_rule', rule.handle, [
        text('title', rule.title),
        text('field', rule.field),
        json('values', rule.values.map((value) => ({value}))),
        text('op', rule.op),
        integer('percent', rule.percent),
        ...(rule.priceMax === null ? [] : [decimal('priceMax', rule.priceMax)]),
        bool('universal', rule.universal),
        integer('position', i + 1),
      ]),
    ),
  ];
}
