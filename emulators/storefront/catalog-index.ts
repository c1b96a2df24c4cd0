// The seeded catalogue held in memory, indexed the ways the Storefront API looks things up.
import type {
  Catalog,
  Gid,
  SeedCollection,
  SeedMetaobject,
  SeedPage,
  SeedProduct,
  SeedShop,
  SeedVariant,
} from '../catalog/model';
import {SEED_DISCOUNT_CODES, type SeedDiscountCode} from '../catalog/discount-codes';
import {SEED_GIFT_CARDS, type SeedGiftCard} from '../catalog/gift-cards';
import {automaticDiscountsFrom, DISCOUNT_RULE_TYPE, type AutomaticDiscount} from './automatic-discounts';
import {normalizeCode, normalizeGiftCardCode, type StoreDiscountCode} from './discount-codes';

export interface VariantEntry {
  product: SeedProduct;
  variant: SeedVariant;
}

export function variantAvailable(variant: SeedVariant): boolean {
  return variant.quantityAvailable === null || variant.quantityAvailable > 0;
}

export function productAvailable(product: SeedProduct): boolean {
  return product.variants.some(variantAvailable);
}

export function minPriceCents(product: SeedProduct): number {
  return Math.min(...product.variants.map((v) => v.priceCents));
}

export class CatalogIndex {
  readonly shop: SeedShop;
  readonly products: readonly SeedProduct[];
  readonly collections: readonly SeedCollection[];
  readonly pages: readonly SeedPage[];
  readonly productById = new Map<Gid, SeedProduct>();
  readonly productByHandle = new Map<string, SeedProduct>();
  readonly variantById = new Map<Gid, VariantEntry>();
  readonly collectionById = new Map<Gid, SeedCollection>();
  readonly collectionByHandle = new Map<string, SeedCollection>();
  readonly collectionsOfProduct = new Map<Gid, SeedCollection[]>();
  readonly pageById = new Map<Gid, SeedPage>();
  readonly pageByHandle = new Map<string, SeedPage>();
  readonly metaobjectById = new Map<Gid, SeedMetaobject>();
  readonly metaobjectsByType = new Map<string, SeedMetaobject[]>();
  /** The store's automatic discounts, configured from the same rules the storefront shows. */
  readonly automaticDiscounts: readonly AutomaticDiscount[];
  /** The shop's discount codes by normalised code. */
  readonly discountCodes = new Map<string, StoreDiscountCode>();
  readonly giftCardsByCode = new Map<string, SeedGiftCard>();
  readonly giftCardsById = new Map<number, SeedGiftCard>();

  constructor(
    catalog: Catalog,
    codes: readonly SeedDiscountCode[] = SEED_DISCOUNT_CODES,
    giftCards: readonly SeedGiftCard[] = SEED_GIFT_CARDS,
  ) {
    this.shop = catalog.shop;
    this.products = catalog.products;
    this.collections = catalog.collections;
    this.pages = catalog.pages;
    for (const product of catalog.products) {
      this.productById.set(product.id, product);
      this.productByHandle.set(product.handle, product);
      for (const variant of product.variants) this.variantById.set(variant.id, {product, variant});
    }
    for (const collection of catalog.collections) {
      this.collectionById.set(collection.id, collection);
      this.collectionByHandle.set(collection.handle, collection);
      for (const productId of collection.productIds) {
        const list = this.collectionsOfProduct.get(productId) ?? [];
        list.push(collection);
        this.collectionsOfProduct.set(productId, list);
      }
    }
    for (const page of catalog.pages) {
      this.pageById.set(page.id, page);
      this.pageByHandle.set(page.handle, page);
    }
    for (const metaobject of catalog.metaobjects) {
      this.metaobjectById.set(metaobject.id, metaobject);
      const list = this.metaobjectsByType.get(metaobject.type) ?? [];
      list.push(metaobject);
      this.metaobjectsByType.set(metaobject.type, list);
    }
    this.automaticDiscounts = automaticDiscountsFrom(this.metaobjectsByType.get(DISCOUNT_RULE_TYPE) ?? []);
    for (const code of codes) this.discountCodes.set(normalizeCode(code.code), {...code, entitledProductIds: this.entitledProducts(code)});
    for (const card of giftCards) {
      this.giftCardsByCode.set(normalizeGiftCardCode(card.code), card);
      this.giftCardsById.set(card.id, card);
    }
  }

  /** A product or collection code's products (empty when its product or collection is gone); null for an order code. */
  private entitledProducts(code: SeedDiscountCode): Set<string> | null {
    const target = code.target;
    if (target.kind === 'order') return null;
    if (target.kind === 'product') {
      const product = this.productByHandle.get(target.productHandle);
      return new Set(product ? [product.id] : []);
    }
    return new Set(this.collectionByHandle.get(target.collectionHandle)?.productIds ?? []);
  }

  productsOf(collection: SeedCollection): SeedProduct[] {
    const out: SeedProduct[] = [];
    for (const id of collection.productIds) {
      const product = this.productById.get(id);
      if (product) out.push(product);
    }
    return out;
  }

  metaobject(type: string, handle: string): SeedMetaobject | null {
    return this.metaobjectsByType.get(type)?.find((m) => m.handle === handle) ?? null;
  }
}
