// The grammar of every image path the catalogue references. The generator builds paths with these
// functions and the renderer (images/) parses them back, so the two cannot drift apart.
import type {StoneShape} from './shapes';
import {shapeSlug} from './shapes';
import {slugify} from './text';

export const SETTING_STYLES = [
  'solitaire',
  'pave',
  'halo',
  'hidden-halo',
  'three-stone',
  'vintage',
  'bezel',
  'cathedral',
  'split-shank',
  'twisted',
  'east-west',
  'knife-edge',
] as const;
export type SettingStyle = (typeof SETTING_STYLES)[number];

export const PRODUCT_DESIGNS = [
  // wedding bands
  'classic-band',
  'knife-edge-band',
  'milgrain-band',
  'pave-band',
  'eternity-band',
  'baguette-band',
  'curved-band',
  'hammered-band',
  'brushed-band',
  // earrings
  'stud-earrings',
  'halo-studs',
  'hoop-earrings',
  'huggie-earrings',
  'drop-earrings',
  'climber-earrings',
  // necklaces
  'solitaire-pendant',
  'halo-pendant',
  'bezel-pendant',
  'tennis-necklace',
  'bar-necklace',
  'station-necklace',
  // bracelets
  'tennis-bracelet',
  'bangle',
  'cuff',
  'chain-bracelet',
  'station-bracelet',
] as const;
export type ProductDesign = (typeof PRODUCT_DESIGNS)[number];

/** Products without metal or stone: care plans, the love note, the gift. */
export const EMBLEMS = ['protection-plan', 'lifetime-plan', 'limited-warranty', 'love-note', 'gift-box'] as const;
export type Emblem = (typeof EMBLEMS)[number];

export const COLLECTION_MOTIFS = [
  'engagement',
  'settings',
  'bands',
  'earrings',
  'necklaces',
  'bracelets',
  'jewelry',
  'gifts',
  'new-arrivals',
  'best-sellers',
  'sale',
  'care',
] as const;
export type CollectionMotif = (typeof COLLECTION_MOTIFS)[number];

export const LOGO_PATH = '/images/brand/logo.svg';

/** A setting product's handle: its name, then its style, so the ring picture can tell the style back. */
export function settingHandle(name: string, style: SettingStyle): string {
  return slugify(`${name} ${style} setting`);
}

const SETTING_HANDLE_STYLE = new RegExp(
  `^[a-z0-9-]+?-(${[...SETTING_STYLES].sort((a, b) => b.length - a.length).join('|')})-setting$`,
);

/** The style a setting handle names (`aurora-hidden-halo-setting` is hidden-halo), or null. */
export function settingStyleFromHandle(handle: string): SettingStyle | null {
  return (SETTING_HANDLE_STYLE.exec(handle)?.[1] as SettingStyle | undefined) ?? null;
}

export function settingImagePath(style: SettingStyle, shape: StoneShape, metalSlug: string): string {
  return `/images/settings/${style}-${shapeSlug(shape)}-${metalSlug}.svg`;
}

/** `gemSlug` is `diamond` or a gemstone slug (see materials.ts). */
export function productImagePath(design: ProductDesign, metalSlug: string, gemSlug: string): string {
  return `/images/products/${design}-${metalSlug}-${gemSlug}.svg`;
}

export function emblemImagePath(emblem: Emblem): string {
  return `/images/products/${emblem}.svg`;
}

export function collectionImagePath(motif: CollectionMotif): string {
  return `/images/collections/${motif}.svg`;
}
