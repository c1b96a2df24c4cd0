// Reshapes the Storefront API product into what the product page renders: the variant options in
// the same option model as the store's own options, the purchase kind, and the ship window.
import type {ProductQuery} from 'storefrontapi.generated';
import {SETTING_PRODUCT_TYPE} from '~/config/product';
import {parseProductOptions, type ProductOption} from '~/features/catalog/model/product-options';
import {parseRichText} from '~/ui/rich-text';
import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn} from '~/features/catalog/model/calendar-date';
import {leadTimeOf} from '~/features/catalog/model/delivery-promise';
import {deliveryEstimateView} from '~/features/catalog/model/delivery-estimate-view';
import {parseDays} from '~/features/catalog/model/day-count';
import {purchaseKind} from '~/features/catalog/model/purchase-kind';

type Product = NonNullable<ProductQuery['product']>;

export const VARIANT_OPTION_PREFIX = 'variant:';

/** Shopify options as options of the page's form: colours as swatches, the rest as radios. */
export function variantOptions(product: Product): ProductOption[] {
  return product.options
    .filter((option) => option.optionValues.length > 1)
    .map((option) => {
      const swatches = option.optionValues.some((value) => value.swatch?.color);
      return {
        id: `${VARIANT_OPTION_PREFIX}${option.name}`,
        name: option.name,
        displayName: option.name,
        description: '',
        format: swatches ? 'swatch' : 'radio',
        values: option.optionValues.map((value) => ({
          id: value.name,
          value: value.name,
          displayAttributes: value.swatch?.color ? {swatchColor: value.swatch.color} : {},
          additionalPriceCents: 0,
        })),
      };
    });
}

/**
 * What the page renders of the product. The options and metafields are read here into the fields
 * below; sent as well, they only lengthened the page's loader data (serialised, then parsed again to
 * hydrate).
 */
function shownProduct({id, handle, title, description, productType, vendor, tags, seo, images, variants}: Product) {
  return {id, handle, title, description, productType, vendor, tags, seo, images, variants};
}

export function productPageData(product: Product) {
  const lead = leadTimeOf(parseDays(product.estimatedDeliveryDaysStart?.value), parseDays(product.estimatedDeliveryDaysEnd?.value));
  return {
    product: shownProduct(product),
    /** The merchant's description as structure (paragraphs, headings, lists); `description` stays plain for SEO. */
    descriptionNodes: parseRichText(product.descriptionHtml),
    variantOptions: variantOptions(product),
    storeOptions: parseProductOptions(product.storeOptions?.value),
    isStatic: purchaseKind(product.isStaticConfiguration?.value, product.productType, SETTING_PRODUCT_TYPE) === 'cart',
    /** Dated on the store's day where the page is made: the delivery model stays off the first load. */
    delivery: lead ? deliveryEstimateView(calendarDateIn(new Date(), STORE_TIME_ZONE), lead) : null,
  };
}
