// Metals and gemstones: option values with their swatch colours, and the tones the image renderer
// shades them with. One table, so a product's swatch and its picture always agree.

export interface Metal {
  /** Shopify option value, e.g. `14K White Gold`. */
  name: string;
  /** Used in tags (`metal:white-gold`) and image paths. */
  slug: string;
  swatchColor: string;
  /** Highlight, body and shadow tones for gradients. */
  tones: readonly [string, string, string];
  /** Price relative to 14K gold: platinum is denser and dearer. */
  priceFactor: number;
}

export const METALS: readonly Metal[] = [
  {
    name: '14K White Gold',
    slug: 'white-gold',
    swatchColor: '#D9DADC',
    tones: ['#FBFBFC', '#CDD0D5', '#8C9199'],
    priceFactor: 1,
  },
  {
    name: '14K Yellow Gold',
    slug: 'yellow-gold',
    swatchColor: '#E2C16B',
    tones: ['#FBEBB5', '#DDB45E', '#A5782B'],
    priceFactor: 1,
  },
  {
    name: '14K Rose Gold',
    slug: 'rose-gold',
    swatchColor: '#E3B1A0',
    tones: ['#F9DDD1', '#DA9E8A', '#A66857'],
    priceFactor: 1,
  },
  {
    name: 'Platinum',
    slug: 'platinum',
    swatchColor: '#C9CCD1',
    tones: ['#F3F4F6', '#BDC2C9', '#7A828C'],
    priceFactor: 1.45,
  },
];

export function metalBySlug(slug: string): Metal | null {
  return METALS.find((metal) => metal.slug === slug) ?? null;
}

export interface Gemstone {
  name: string;
  slug: string;
  swatchColor: string;
  /** Light and deep tones of the stone body. */
  tones: readonly [string, string];
}

export const DIAMOND_GEM: Gemstone = {
  name: 'Diamond',
  slug: 'diamond',
  swatchColor: '#F4F7FA',
  tones: ['#FFFFFF', '#C9D3DE'],
};

/** Gem slug in image paths for plain metal pieces. */
export const PLAIN_GEM_SLUG = 'plain';

export const GEMSTONES: readonly Gemstone[] = [
  {name: 'Blue Sapphire', slug: 'sapphire', swatchColor: '#24509A', tones: ['#6F9BE0', '#163A7A']},
  {name: 'Ruby', slug: 'ruby', swatchColor: '#A3162F', tones: ['#E2566D', '#7A0E22']},
  {name: 'Emerald', slug: 'emerald', swatchColor: '#1C7A50', tones: ['#5CC593', '#0F5436']},
  {name: 'Amethyst', slug: 'amethyst', swatchColor: '#7D4FA3', tones: ['#B995D8', '#553178']},
  {name: 'Aquamarine', slug: 'aquamarine', swatchColor: '#7CC5D8', tones: ['#C6EAF3', '#4E9DB3']},
  {name: 'Morganite', slug: 'morganite', swatchColor: '#E7B3A6', tones: ['#F8DDD5', '#C9867A']},
  {name: 'Citrine', slug: 'citrine', swatchColor: '#E0A526', tones: ['#F6D47A', '#B87A10']},
  {name: 'Tanzanite', slug: 'tanzanite', swatchColor: '#4C4FA3', tones: ['#8C8FDB', '#30337A']},
];

export function gemstoneBySlug(slug: string): Gemstone | null {
  if (slug === DIAMOND_GEM.slug) return DIAMOND_GEM;
  return GEMSTONES.find((gem) => gem.slug === slug) ?? null;
}
