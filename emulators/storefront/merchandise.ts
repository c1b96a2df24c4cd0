// Purchasable merchandise: catalogue variants from memory, loose diamonds from the database (there
// are up to a million of them, so they are never all loaded). A diamond is presented as a product
// with a single default variant, which is how a Shopify store lists one-off stones.
import type {Gid, SeedDiamond, SeedProduct, SeedVariant} from '../catalog/model';
import type {LocalStackDatabase} from '../db/records';
import type {CatalogIndex} from './catalog-index';
import {gid, parseGid} from './gid';

export const DIAMOND_ID_BASE = 9_000_000_000;

export interface Merchandise {
  product: SeedProduct;
  variant: SeedVariant;
  isDiamond: boolean;
}

const TYPE_LABELS: Record<SeedDiamond['type'], string> = {
  natural: 'Natural Diamond',
  lab: 'Lab Diamond',
  moissanite: 'Moissanite',
};

export function diamondAsProduct(diamond: SeedDiamond): SeedProduct {
  const n = Number(parseGid(diamond.variantId)?.id ?? DIAMOND_ID_BASE) - DIAMOND_ID_BASE;
  const title = `${diamond.carat.toFixed(2)} Carat ${diamond.shape} ${TYPE_LABELS[diamond.type]}`;
  const imageId = gid('ProductImage', DIAMOND_ID_BASE + n);
  const text = (key: string, value: string) => ({
    namespace: 'store',
    key,
    type: 'single_line_text_field',
    value,
  });
  const description = `${diamond.color} colour, ${diamond.clarity} clarity, ${diamond.cut} cut, ${diamond.lab} certificate ${diamond.certNumber}.`;
  return {
    id: diamond.productId,
    handle: diamond.handle,
    title,
    kind: 'static',
    productType: TYPE_LABELS[diamond.type],
    vendor: diamond.lab,
    description,
    descriptionHtml: `<p>${description}</p>`,
    tags: ['diamond', diamond.type, diamond.shape],
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    publishedAt: '2024-01-01T00:00:00Z',
    options: [
      {
        id: gid('ProductOption', DIAMOND_ID_BASE + n),
        name: 'Title',
        values: [{id: gid('ProductOptionValue', DIAMOND_ID_BASE + n), name: 'Default Title'}],
      },
    ],
    variants: [
      {
        id: diamond.variantId,
        title: 'Default Title',
        sku: diamond.stockNumber,
        priceCents: diamond.total_sales_price * 100,
        compareAtPriceCents: null,
        selectedOptions: [{name: 'Title', value: 'Default Title'}],
        imageId,
        quantityAvailable: 1,
        requiresShipping: true,
        weightGrams: 1,
      },
    ],
    images: [{id: imageId, path: diamond.imagePath, altText: title, width: 800, height: 800}],
    metafields: [
      text('stockNumber', diamond.stockNumber),
      text('certNumber', diamond.certNumber),
      text('diamondType', diamond.type),
    ],
    totalSales: 0,
    seo: {title, description},
  };
}

export class MerchandiseLookup {
  readonly #catalog: CatalogIndex;
  readonly #db: LocalStackDatabase;

  constructor(catalog: CatalogIndex, db: LocalStackDatabase) {
    this.#catalog = catalog;
    this.#db = db;
  }

  async byVariantId(id: Gid): Promise<Merchandise | null> {
    const entry = this.#catalog.variantById.get(id);
    if (entry) return {...entry, isDiamond: false};
    const parsed = parseGid(id);
    if (parsed?.type !== 'ProductVariant' || Number(parsed.id) < DIAMOND_ID_BASE) return null;
    const diamond = await this.#db.getDiamondByVariantId(id);
    if (!diamond) return null;
    const product = diamondAsProduct(diamond);
    const variant = product.variants[0];
    return variant ? {product, variant, isDiamond: true} : null;
  }

  async productById(id: Gid): Promise<SeedProduct | null> {
    const product = this.#catalog.productById.get(id);
    if (product) return product;
    const parsed = parseGid(id);
    if (parsed?.type !== 'Product' || Number(parsed.id) < DIAMOND_ID_BASE) return null;
    return (await this.byVariantId(gid('ProductVariant', parsed.id)))?.product ?? null;
  }

  async productByHandle(handle: string): Promise<SeedProduct | null> {
    const product = this.#catalog.productByHandle.get(handle);
    if (product) return product;
    const diamond = await this.#db.getDiamondByHandle(handle);
    return diamond ? diamondAsProduct(diamond) : null;
  }
}
