// What a product card renders, worked out where the product is loaded. The page then carries these
// few fields per card instead of the Storefront API's product (every option value's variant with
// its prices, the tags, the discount rules), which the server serialised, the browser downloaded
// and hydration decoded for each of the grid's cards. Of the carousel's images it carries the one
// shown and how many there are: the others are read when a shopper reaches for the carousel.
import {BADGE_TAG_PREFIX, PRODUCT_CARD_SWATCH_COUNT, SHIP_DATE_NOTICE_CUTOFF, SWATCH_OPTION_NAMES} from '~/config/catalog';
import {SETTING_PRODUCT_TYPE} from '~/config/product';
import {cardSwatches, imagesStartingWith, type CardOptionInput, type SwatchImage} from './card-swatches';
import {matchDiscountPercent, type DiscountRule} from './discount-rules';
import {badgeLabel} from './product-badge';
import {purchaseKind, type PurchaseKind} from './purchase-kind';
import {dayNumber, formatCalendarDate, type CalendarDate} from './calendar-date';
import {parseDays} from './day-count';
import {shipDateNotice} from './ship-date';
import {swatchOverflow} from './swatch-overflow';
import {variantParam} from './variant-id';

export interface CardImage {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

/** A price as the card shows it: the amount, the former price and the discount rule's percent. */
export interface CardPrice {
  amount: number;
  compareAt: number | null;
  discountPercent: number | null;
}

export interface CardSwatchView {
  label: string;
  color: string;
  /** The `?variant=` value of the swatch's variant. */
  variant: string;
  image: CardImage | null;
  price: CardPrice;
  /** How many images the carousel steps through once this swatch is chosen (its image first). */
  imageCount: number;
}

export interface ProductCardView {
  handle: string;
  title: string;
  purchase: PurchaseKind;
  badge: string | null;
  currencyCode: string;
  /** Before a swatch is chosen: the product's lowest price. */
  price: CardPrice;
  /** The carousel's first image, the one the card shows before a shopper steps or picks a swatch. */
  image: CardImage | null;
  /** How many images the carousel steps through before a swatch is chosen. */
  imageCount: number;
  /** The swatches shown (spec §9: the first three). */
  swatches: CardSwatchView[];
  /** How many swatches are left for `+N more`. */
  moreSwatches: number;
  /**
   * Spec §2 ship-date notice for the day the card was made (the server's store day), as text: the
   * delivery model stays off the pages' first load.
   */
  shipNotice: string | null;
}

/** The product fields a card view is made from (the `ProductCard` fragment). */
export interface CardProductInput {
  handle: string;
  title: string;
  productType: string;
  tags: readonly string[];
  /** The first of `images`, with what showing it takes (the Storefront API's `featuredImage`). */
  featuredImage?: SwatchImage | null;
  /** The carousel's images; of those after the first the card needs only the addresses. */
  images: {nodes: readonly {url: string}[]};
  priceRange: {minVariantPrice: {amount: string; currencyCode: string}};
  compareAtPriceRange: {minVariantPrice: {amount: string}};
  options: readonly CardOptionInput[];
  estimatedDeliveryDaysEnd?: {value: string} | null;
  isStaticConfiguration?: {value: string} | null;
}

export function cardImage(image: SwatchImage): CardImage {
  return {url: image.url, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null};
}

/** The notices of the last store day a card was made on, by ship-end day count. */
const shipNotices = {day: Number.NaN, texts: new Map<number | null, string | null>()};

/**
 * Spec §2 ship-date notice text for a ship end `days` business days after `today`. A page's cards
 * share a few day counts, and walking the business days was about 1% of a listing's server time.
 */
function shipNoticeText(today: CalendarDate, days: number | null): string | null {
  const day = dayNumber(today);
  if (day !== shipNotices.day) {
    shipNotices.day = day;
    shipNotices.texts.clear();
  }
  let text = shipNotices.texts.get(days);
  if (text === undefined) {
    const notice = shipDateNotice(today, days, SHIP_DATE_NOTICE_CUTOFF);
    text = notice ? `Ships ${formatCalendarDate(notice.shipEnd, 'short')}, after the ${formatCalendarDate(notice.cutoff, 'short')} holiday cutoff` : null;
    shipNotices.texts.set(days, text);
  }
  return text;
}

/**
 * The card of one product seen on `today` (the store's day); `rules` are the store's discount rules
 * (spec §3), evaluated per price.
 */
export function productCardView(product: CardProductInput, rules: readonly DiscountRule[], today: CalendarDate): ProductCardView {
  const price = (amount: number, compareAt: number | null): CardPrice => ({
    amount,
    compareAt,
    discountPercent: matchDiscountPercent(rules, {tags: product.tags, price: amount, fields: {productType: product.productType, title: product.title}}),
  });
  const images = product.images.nodes;
  const first = product.featuredImage ? cardImage(product.featuredImage) : null;
  // A swatch's image is often the first: the same object, so the page's data carries it once.
  const imageOf = (image: SwatchImage | null) => (image ? (image.url === first?.url ? first : cardImage(image)) : null);
  const {shown, more} = swatchOverflow(cardSwatches(product.options, SWATCH_OPTION_NAMES), PRODUCT_CARD_SWATCH_COUNT);
  return {
    handle: product.handle,
    title: product.title,
    purchase: purchaseKind(product.isStaticConfiguration?.value, product.productType, SETTING_PRODUCT_TYPE),
    badge: badgeLabel(product.tags, BADGE_TAG_PREFIX),
    currencyCode: product.priceRange.minVariantPrice.currencyCode,
    price: price(Number(product.priceRange.minVariantPrice.amount), Number(product.compareAtPriceRange.minVariantPrice.amount)),
    image: first,
    imageCount: images.length,
    swatches: shown.map((swatch) => ({
      label: swatch.label,
      color: swatch.color,
      variant: variantParam(swatch.variantId),
      image: imageOf(swatch.image),
      price: price(Number(swatch.price.amount), swatch.compareAtPrice ? Number(swatch.compareAtPrice.amount) : null),
      imageCount: imagesStartingWith(images, swatch.image).length,
    })),
    moreSwatches: more,
    shipNotice: shipNoticeText(today, parseDays(product.estimatedDeliveryDaysEnd?.value)),
  };
}
