import type {Storefront} from '@shopify/hydrogen';
import {PRODUCT_CARD_IMAGES_QUERY} from '~graphql/product';
import {cardImage, type CardImage} from '~/features/catalog/model/product-card-view';

/** A product's card images in product order (the order its card's carousel steps through); null when no product has the handle. */
export async function loadCardImages(storefront: Storefront, handle: string): Promise<CardImage[] | null> {
  const {product} = await storefront.query(PRODUCT_CARD_IMAGES_QUERY, {variables: {handle}, cache: storefront.CacheShort()});
  return product ? product.images.nodes.map(cardImage) : null;
}
