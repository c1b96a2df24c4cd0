// Platform carts for the cart domain tests: lines as the cart handler returns them.
import {FREE_GIFT_TAG, LOVE_NOTE_CART_ATTRIBUTE, LOVE_NOTE_TAG} from '~/config/cart-attributes';
import type {PlanProduct} from './care-plan-offers';
import type {Attribute} from './cart-view';
import type {PlatformCart, PlatformCartLine} from './platform-cart';

const usd = (amount: number) => ({amount: amount.toFixed(1), currencyCode: 'USD'});
const field = (value: string | undefined) => (value === undefined ? null : {value});

export const SETTING_OPTIONS = JSON.stringify([
  {id: 'ring-size', name: 'Ring Size', displayName: 'Ring Size (US)', description: '', format: 'select', values: [
    {id: 'ring-size-6', value: '6', displayAttributes: '{"label":"US 6"}'},
    {id: 'ring-size-7', value: '7', displayAttributes: 'not json'},
  ]},
  {id: 'engraving', name: 'Engraving', displayName: 'Complimentary Engraving', description: '', format: 'input', values: []},
]);

interface LineSpec {
  id: string;
  productId: string;
  title: string;
  price: number;
  /** The variant's own price, when the line is charged more (a cart transform's option surcharge). */
  variantPrice?: number;
  quantity?: number;
  attributes?: Attribute[];
  tags?: string[];
  productType?: string;
  /** An automatic discount's amount off each unit. */
  discountPerUnit?: number;
  isStatic?: boolean;
  options?: string;
  coverageTerm?: string;
  diamondType?: string;
  variantTitle?: string;
}

export function line(spec: LineSpec): PlatformCartLine {
  const quantity = spec.quantity ?? 1;
  return {
    id: spec.id,
    quantity,
    attributes: spec.attributes ?? [],
    cost: {
      totalAmount: usd((spec.price - (spec.discountPerUnit ?? 0)) * quantity),
      subtotalAmount: usd(spec.price * quantity),
      amountPerQuantity: usd(spec.price),
    },
    merchandise: {
      id: `gid://shopify/ProductVariant/${spec.id.split('/').pop()}`,
      title: spec.variantTitle ?? 'Default Title',
      image: {url: `https://img.test/${spec.productId.split('/').pop()}.svg`, altText: spec.title},
      price: usd(spec.variantPrice ?? spec.price),
      product: {
        id: spec.productId,
        handle: spec.title.toLowerCase().replace(/\W+/g, '-'),
        title: spec.title,
        productType: spec.productType ?? 'Earrings',
        tags: spec.tags ?? [],
        estimatedDeliveryDaysStart: field('3'),
        estimatedDeliveryDaysEnd: field('6'),
        isStaticConfiguration: field(spec.isStatic === undefined ? undefined : String(spec.isStatic)),
        storeOptions: field(spec.options),
        coverageTerm: field(spec.coverageTerm),
        diamondType: field(spec.diamondType),
      },
    },
  };
}

export function platformCart(lines: PlatformCartLine[], loveNote?: string): PlatformCart {
  const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.cost.totalAmount.amount) * 100), 0);
  return {
    id: 'gid://shopify/Cart/c1?key=k',
    note: loveNote ?? '',
    attributes: loveNote === undefined ? [] : [{key: LOVE_NOTE_CART_ATTRIBUTE, value: loveNote}],
    buyerIdentity: {countryCode: 'US'},
    lines: {nodes: lines},
    cost: {subtotalAmount: usd(cents / 100)},
  };
}

export const THREE_YEAR: PlanProduct = {
  id: 'gid://shopify/Product/3y',
  title: '3-Year Protection Plan',
  descriptionHtml: '<p>Three years.</p><ul><li>Prong retipping</li><li>Chain &amp; clasp repair</li></ul>',
  coverageTerm: '3 years',
  bands: [
    {variantId: 'gid://shopify/ProductVariant/3y-1', minCents: 0, maxCents: 49_999},
    {variantId: 'gid://shopify/ProductVariant/3y-2', minCents: 50_000, maxCents: 99_999},
  ],
  variants: [
    {id: 'gid://shopify/ProductVariant/3y-1', price: usd(49)},
    {id: 'gid://shopify/ProductVariant/3y-2', price: usd(79)},
  ],
};

export const WARRANTY: PlanProduct = {
  id: 'gid://shopify/Product/warranty',
  title: 'Limited Warranty',
  descriptionHtml: '<ul><li>Manufacturing defects</li></ul>',
  coverageTerm: '1 year',
  bands: [],
  variants: [{id: 'gid://shopify/ProductVariant/warranty', price: usd(0)}],
};

export const PLANS = [THREE_YEAR, WARRANTY];
export const GIFT_TAGS = [FREE_GIFT_TAG];
export const NOTE_TAGS = [LOVE_NOTE_TAG];
