// `GET /images/rings/{setting handle}.svg?metal=…&shape=…&carat=…`: the finished ring, the setting
// drawn as its catalogue photographs are (ring.ts) in the asked metal, holding a centre stone of the
// asked shape scaled to its carat. The storefront reaches it through its ring picture URL template.
import {settingStyleFromHandle, type SettingStyle} from '../image-paths';
import {METALS, type Metal} from '../materials';
import {STONE_SHAPES, shapeSlug, type StoneShape} from '../shapes';
import {renderSettingImage} from './ring';

export const RING_PICTURE_PATH = /^\/images\/rings\/([a-z0-9-]+)\.svg$/;

/** Carats the picture can show; a stone outside is drawn at the nearest end (settings hold up to 5 ct). */
export const RING_PICTURE_CARATS = {min: 0.1, max: 5} as const;

/** The carat the catalogue's own setting photographs show their stone at. */
const CATALOGUE_CARAT = 2;

export interface RingPictureRequest {
  style: SettingStyle;
  metal: Metal;
  shape: StoneShape;
  carat: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A metal by its option value (`14K Yellow Gold`) or its slug (`yellow-gold`), in any case. */
const metalNamed = (text: string) => METALS.find((metal) => same(metal.name, text) || same(metal.slug, text)) ?? null;
const shapeNamed = (text: string) => STONE_SHAPES.find((shape) => same(shape, text) || same(shapeSlug(shape), text)) ?? null;

/** A decimal carat held to the pictures' range, to two places so equal stones share one picture; null when not a number. */
export function clampedCarat(text: string): number | null {
  if (!/^\s*\d{1,3}(?:\.\d+)?\s*$/.test(text)) return null;
  const carat = Math.min(RING_PICTURE_CARATS.max, Math.max(RING_PICTURE_CARATS.min, Number(text)));
  return Math.round(carat * 100) / 100;
}

/** The picture a path and query ask for; null for a setting, metal or shape that does not exist, or a carat that is not a number. */
export function readRingPictureRequest(path: string, params: URLSearchParams): RingPictureRequest | null {
  const handle = RING_PICTURE_PATH.exec(path)?.[1];
  const style = handle ? settingStyleFromHandle(handle) : null;
  const metal = metalNamed(params.get('metal') ?? '');
  const shape = shapeNamed(params.get('shape') ?? '');
  const carat = clampedCarat(params.get('carat') ?? '');
  return style && metal && shape && carat !== null ? {style, metal, shape, carat} : null;
}

/** The stone's drawn size against the catalogue's: its width grows with the cube root of its weight. */
export function stoneSizeFor(carat: number): number {
  return Math.cbrt(carat / CATALOGUE_CARAT);
}

export function renderRingPicture(request: RingPictureRequest): string {
  return renderSettingImage(request.style, request.shape, request.metal, stoneSizeFor(request.carat));
}
