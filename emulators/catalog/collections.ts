// Collections (merchandising: /shop/collections/...) and categories (taxonomy: /shop/categories/...),
// both Shopify collections told apart by `store.collectionType`. Nesting is by parent handle, and a
// URL path is the chain of handles from the top, e.g. /shop/categories/jewelry/earrings/stud-earrings.
import {CATALOG_EPOCH, addDays, isoSeconds} from './dates';
import type {IdAllocator} from './ids';
import {SETTING_STYLES, collectionImagePath, type CollectionMotif} from './image-paths';
import {BADGE_BEST_SELLER, SALE_TAG} from './markers';
import {storeMetafield} from './metafields';
import type {SeedCollection, SeedProduct} from './model';
import {IMAGE_SIZE} from './product-builder';
import type {Random} from './random';
import {SETTING_STYLE_INFO} from './setting-styles';
import {escapeHtml} from './text';

export type CollectionType = 'collection' | 'category';

interface CollectionSpec {
  handle: string;
  title: string;
  type: CollectionType;
  parent: string | null;
  motif: CollectionMotif;
  description: string;
  /** Members; leave empty for a parent that gathers its children's products. */
  members: (products: readonly SeedProduct[]) => SeedProduct[];
  /** True when members come in a meaningful order (rank, date) rather than a curated one. */
  ranked?: boolean;
}

const minPrice = (p: SeedProduct) => Math.min(...p.variants.map((v) => v.priceCents));
const hasTag = (tag: string) => (p: SeedProduct) => p.tags.includes(tag);
const shoppable = (p: SeedProduct) => p.kind === 'setting' || p.kind === 'static';
const none = () => [];

function category(handle: string, title: string, parent: string | null, motif: CollectionMotif, description: string): CollectionSpec {
  return {
    handle, title, type: 'category', parent, motif, description,
    members: (products) => products.filter(hasTag(`category:${handle}`)),
  };
}

const SPECS: readonly CollectionSpec[] = [
  {
    handle: 'frontpage', title: 'Featured', type: 'collection', parent: null, motif: 'jewelry',
    description: 'Pieces our stylists are loving this season.',
    members: (products) => {
      const settings = products.filter((p) => p.kind === 'setting').sort((a, b) => b.totalSales - a.totalSales);
      const statics = products.filter((p) => p.kind === 'static').sort((a, b) => b.totalSales - a.totalSales);
      return [...settings.slice(0, 4), ...statics.slice(0, 4)];
    },
  },
  {
    handle: 'engagement-rings', title: 'Engagement Rings', type: 'collection', parent: null, motif: 'engagement',
    description: 'Settings designed in our studio, made to order around the diamond you choose.',
    members: none,
  },
  {
    handle: 'settings', title: 'Engagement Ring Settings', type: 'collection', parent: 'engagement-rings', motif: 'settings',
    description: 'Start with the setting, then choose a lab-grown, natural or moissanite center stone.',
    members: none,
  },
  ...SETTING_STYLES.map((style): CollectionSpec => {
    const label = SETTING_STYLE_INFO.find((info) => info.style === style)?.label ?? style;
    return {
      handle: `${style}-settings`, title: `${label} Settings`, type: 'collection', parent: 'settings', motif: 'settings',
      description: SETTING_STYLE_INFO.find((info) => info.style === style)?.lead ?? '',
      members: (products) => products.filter(hasTag(`style:${style}`)),
    };
  }),
  {
    handle: 'wedding-bands', title: 'Wedding Bands', type: 'collection', parent: null, motif: 'bands',
    description: 'Bands for every hand, from whisper-thin stackers to bold men\u2019s styles.',
    members: none,
  },
  {
    handle: 'womens-wedding-bands', title: "Women's Wedding Bands", type: 'collection', parent: 'wedding-bands', motif: 'bands',
    description: 'Slim, stackable and made to sit beside your engagement ring.', members: (p) => p.filter(hasTag('band:womens')),
  },
  {
    handle: 'mens-wedding-bands', title: "Men's Wedding Bands", type: 'collection', parent: 'wedding-bands', motif: 'bands',
    description: 'Substantial bands in polished, brushed and hammered finishes.', members: (p) => p.filter(hasTag('band:mens')),
  },
  {
    handle: 'eternity-bands', title: 'Eternity Bands', type: 'collection', parent: 'wedding-bands', motif: 'bands',
    description: 'Stones all the way around.', members: (p) => p.filter(hasTag('band:eternity')),
  },
  {
    handle: 'best-sellers', title: 'Best Sellers', type: 'collection', parent: null, motif: 'best-sellers', ranked: true,
    description: 'The pieces our customers come back for.',
    members: (products) => products.filter(shoppable).sort((a, b) => b.totalSales - a.totalSales).slice(0, 16),
  },
  {
    handle: 'new-arrivals', title: 'New Arrivals', type: 'collection', parent: null, motif: 'new-arrivals', ranked: true,
    description: 'Just out of the studio.',
    members: (products) => products.filter(shoppable).sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 16),
  },
  {
    handle: 'gifts', title: 'Gifts', type: 'collection', parent: null, motif: 'gifts',
    description: 'Fine jewelry gifts, wrapped and ready with a handwritten note.', members: none,
  },
  {
    handle: 'gifts-under-1000', title: 'Gifts Under $1,000', type: 'collection', parent: 'gifts', motif: 'gifts',
    description: 'Thoughtful pieces under $1,000.',
    members: (products) => products.filter((p) => p.kind === 'static' && minPrice(p) <= 100_000),
  },
  {
    handle: 'gifts-under-500', title: 'Gifts Under $500', type: 'collection', parent: 'gifts', motif: 'gifts',
    description: 'Small luxuries under $500.',
    members: (products) => products.filter((p) => p.kind === 'static' && minPrice(p) <= 50_000),
  },
  {
    handle: 'sale', title: 'Sale', type: 'collection', parent: null, motif: 'sale',
    description: 'Limited-time prices on selected pieces.',
    members: (products) => products.filter((p) => p.tags.includes(SALE_TAG) || p.variants.some((v) => v.compareAtPriceCents !== null)),
  },
  {
    handle: 'protection-plans', title: 'Protection Plans', type: 'collection', parent: null, motif: 'care',
    description: 'Care for the pieces you love.', ranked: true, members: (p) => p.filter((x) => x.kind === 'care-plan'),
  },
  category('jewelry', 'Jewelry', null, 'jewelry', 'Fine jewelry in solid gold and platinum, set with lab-grown and natural diamonds.'),
  category('rings', 'Rings', 'jewelry', 'engagement', 'Engagement ring settings and wedding rings.'),
  category('engagement-ring-settings', 'Engagement Ring Settings', 'rings', 'settings', 'Every setting, in every metal.'),
  category('wedding-rings', 'Wedding Rings', 'rings', 'bands', 'Wedding and anniversary bands.'),
  category('earrings', 'Earrings', 'jewelry', 'earrings', 'Studs, hoops and drops.'),
  category('stud-earrings', 'Stud Earrings', 'earrings', 'earrings', 'Everyday sparkle, close to the ear.'),
  category('hoop-earrings', 'Hoop Earrings', 'earrings', 'earrings', 'From petite huggies to statement hoops.'),
  category('drop-earrings', 'Drop Earrings', 'earrings', 'earrings', 'Earrings with movement.'),
  category('necklaces', 'Necklaces', 'jewelry', 'necklaces', 'Pendants and chains to layer or wear alone.'),
  category('pendant-necklaces', 'Pendant Necklaces', 'necklaces', 'necklaces', 'A single point of light.'),
  category('chain-necklaces', 'Tennis & Chain Necklaces', 'necklaces', 'necklaces', 'Lines of diamonds and fine chains.'),
  category('bracelets', 'Bracelets', 'jewelry', 'bracelets', 'Tennis bracelets, bangles and chains.'),
  category('tennis-bracelets', 'Tennis Bracelets', 'bracelets', 'bracelets', 'The classic line bracelet.'),
  category('bangles-and-cuffs', 'Bangles & Cuffs', 'bracelets', 'bracelets', 'Solid forms in polished metal.'),
  category('chain-bracelets', 'Chain Bracelets', 'bracelets', 'bracelets', 'Fine chains with and without stones.'),
];

function ownMembers(spec: CollectionSpec, products: readonly SeedProduct[], random: Random): SeedProduct[] {
  const members = spec.members(products);
  if (spec.ranked) return members;
  // Curated order: merchandisers pin best sellers first and mix the rest.
  const pinned = members.filter(hasTag(BADGE_BEST_SELLER));
  return [...pinned, ...random.shuffle(members.filter((p) => !pinned.includes(p)))];
}

export function generateCollections(ids: IdAllocator, random: Random, products: readonly SeedProduct[]): SeedCollection[] {
  const membersByHandle = new Map<string, SeedProduct[]>();
  for (const spec of SPECS) membersByHandle.set(spec.handle, ownMembers(spec, products, random));
  // Parents gather their children's products, deepest levels first.
  const depth = (spec: CollectionSpec): number => {
    const parent = SPECS.find((s) => s.handle === spec.parent);
    return parent ? 1 + depth(parent) : 0;
  };
  for (const spec of [...SPECS].sort((a, b) => depth(b) - depth(a))) {
    if (!spec.parent) continue;
    const parentMembers = membersByHandle.get(spec.parent) ?? [];
    for (const product of membersByHandle.get(spec.handle) ?? []) {
      if (!parentMembers.includes(product)) parentMembers.push(product);
    }
    membersByHandle.set(spec.parent, parentMembers);
  }

  return SPECS.map((spec) => {
    const id = ids.next('Collection');
    return {
      id,
      handle: spec.handle,
      title: spec.title,
      description: spec.description,
      descriptionHtml: `<p>${escapeHtml(spec.description)}</p>`,
      image: {
        id: ids.next('ProductImage'),
        path: collectionImagePath(spec.motif),
        altText: spec.title,
        ...IMAGE_SIZE,
      },
      parentHandle: spec.parent,
      productIds: (membersByHandle.get(spec.handle) ?? []).map((p) => p.id),
      metafields: [storeMetafield.text('collectionType', spec.type)],
      updatedAt: isoSeconds(addDays(CATALOG_EPOCH, -random.int(1, 60))),
      seo: {title: spec.title, description: spec.description},
    };
  });
}

/** The URL of a collection or category: `/shop/{collections|categories}/<chain of handles>`. */
export function collectionPath(collection: SeedCollection, all: readonly SeedCollection[]): string {
  const chain: string[] = [];
  for (let c: SeedCollection | undefined = collection; c; c = all.find((x) => x.handle === c?.parentHandle)) {
    chain.unshift(c.handle);
  }
  const type = collection.metafields.find((m) => m.key === 'collectionType')?.value;
  return `/shop/${type === 'category' ? 'categories' : 'collections'}/${chain.join('/')}`;
}
