// Issue 19: the picture of the finished ring. A store that composes its settings with a stone
// publishes a URL template (PUBLIC_RING_PICTURE_URL, docs/decisions/0009); without one, the picture
// is the setting's own photograph in the chosen metal.
import {cdnImageUrl} from '~/ui/catalog-image-url';
import type {BuilderSetting, BuilderStone} from './ring-builder-snapshot';

export interface RingPicture {
  src: string;
  /** Says what the picture shows: the setting, its metal and, when composed, the stone. */
  alt: string;
  /** True when the picture holds the chosen stone, false for the setting's own photograph. */
  composed: boolean;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * The template with each placeholder filled in, URL-encoded: `{setting}` (handle), `{metal}`
 * (Metal option value), `{shape}` and `{carat}` (two places). Null unless it is an http(s) URL.
 */
export function ringPictureUrl(template: string, parts: {setting: string; metal: string; shape: string; carat: number}): string | null {
  const values: Record<string, string> = {setting: parts.setting, metal: parts.metal, shape: parts.shape, carat: parts.carat.toFixed(2)};
  const url = template.replace(/\{(setting|metal|shape|carat)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  try {
    const {protocol} = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The largest the builder shows a ring's picture (a setting card's 240 px), at 2x. */
export const RING_PICTURE_WIDTH_PX = 480;

/**
 * The URL to load: a composed picture as the store's template gives it (the template names its
 * size), the setting's photograph from Shopify's CDN at the builder's largest size.
 */
export function ringPictureSource(picture: RingPicture): string {
  return picture.composed ? picture.src : cdnImageUrl(picture.src, {width: RING_PICTURE_WIDTH_PX});
}

/**
 * What the builder shows of the ring: composed with the stone when the store has a template, a
 * stone is chosen and the variant names its metal, else the setting in its metal; null without an image.
 */
export function ringPicture(
  setting: Pick<BuilderSetting, 'slug' | 'title' | 'metal' | 'imageUrl'>,
  stone: Pick<BuilderStone, 'shape' | 'carat'> | null,
  template: string | null,
): RingPicture | null {
  const inMetal = setting.metal ? `${setting.title} in ${setting.metal}` : setting.title;
  if (template && stone && setting.metal) {
    const src = ringPictureUrl(template, {setting: setting.slug, metal: setting.metal, shape: stone.shape, carat: stone.carat});
    const shape = stone.shape.toLowerCase();
    if (src) return {src, alt: `${inMetal} holding ${article(shape)} ${shape} ${stone.carat.toFixed(2)} ct center stone`, composed: true};
  }
  return setting.imageUrl ? {src: setting.imageUrl, alt: inMetal, composed: false} : null;
}
