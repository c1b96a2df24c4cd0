// Serves every image path the catalogue, the diamonds and the menu reference, as SVG text. Paths
// follow the grammar in ../image-paths.ts; anything else is unknown and yields null.
import {COLLECTION_MOTIFS, EMBLEMS, LOGO_PATH, PRODUCT_DESIGNS, SETTING_STYLES, type ProductDesign} from '../image-paths';
import {DIAMOND_GEM, METALS, PLAIN_GEM_SLUG, gemstoneBySlug, metalBySlug} from '../materials';
import {DIAMOND_SHAPES} from '../model';
import {STONE_SHAPES, shapeFromSlug, shapeSlug} from '../shapes';
import {renderBandImage} from './bands';
import {renderBraceletImage} from './bracelets';
import {renderCollectionImage} from './collection-art';
import {renderEarringImage} from './earrings';
import {renderEmblemImage} from './emblems';
import {renderLogo} from './logo';
import {renderNecklaceImage} from './necklaces';
import {renderSettingImage} from './ring';
import {RING_PICTURE_PATH, readRingPictureRequest, renderRingPicture} from './ring-picture';
import {renderDiamondImage, renderShapeIcon} from './shape-art';

const alternatives = (items: readonly string[]) =>
  [...items].sort((a, b) => b.length - a.length).map((s) => s.replace(/[-]/g, '\\-')).join('|');

const METAL_RE = alternatives(METALS.map((m) => m.slug));
const SETTING_RE = new RegExp(`^/images/settings/(${alternatives(SETTING_STYLES)})-(${alternatives(STONE_SHAPES.map(shapeSlug))})-(${METAL_RE})\\.svg$`);
const PRODUCT_RE = new RegExp(`^/images/products/(${alternatives(PRODUCT_DESIGNS)})-(${METAL_RE})-([a-z]+)\\.svg$`);
const EMBLEM_RE = new RegExp(`^/images/products/(${alternatives(EMBLEMS)})\\.svg$`);
const DIAMOND_RE = /^\/images\/diamonds\/([a-z-]+)\.svg$/;
const SHAPE_RE = /^\/images\/shapes\/([a-z-]+)\.svg$/;
const COLLECTION_RE = new RegExp(`^/images/collections/(${alternatives(COLLECTION_MOTIFS)})\\.svg$`);

const EARRINGS: ReadonlySet<ProductDesign> = new Set(['stud-earrings', 'halo-studs', 'hoop-earrings', 'huggie-earrings', 'drop-earrings', 'climber-earrings']);
const NECKLACES: ReadonlySet<ProductDesign> = new Set(['solitaire-pendant', 'halo-pendant', 'bezel-pendant', 'tennis-necklace', 'bar-necklace', 'station-necklace']);
const BRACELETS: ReadonlySet<ProductDesign> = new Set(['tennis-bracelet', 'bangle', 'cuff', 'chain-bracelet', 'station-bracelet']);

function renderProduct(design: ProductDesign, metalSlug: string, gemSlug: string): string | null {
  const metal = metalBySlug(metalSlug);
  const plain = gemSlug === PLAIN_GEM_SLUG;
  const gem = plain ? DIAMOND_GEM : gemstoneBySlug(gemSlug);
  if (!metal || !gem) return null;
  if (EARRINGS.has(design)) return renderEarringImage(design, metal, gem, plain);
  if (NECKLACES.has(design)) return renderNecklaceImage(design, metal, gem);
  if (BRACELETS.has(design)) return renderBraceletImage(design, metal, plain ? DIAMOND_GEM : gem);
  return renderBandImage(design, metal, plain ? null : gem);
}

/** Known paths are a finite set (a few hundred), so successful renders are kept. */
const cache = new Map<string, string>();

/** SVG text for a catalogue image path, or null when the path names no known image. */
export function renderCatalogImage(path: string): string | null {
  const hit = cache.get(path);
  if (hit !== undefined) return hit;
  const svg = render(path);
  if (svg !== null) cache.set(path, svg);
  return svg;
}

/**
 * SVG text for an image request: a composed ring picture reads its query (and is not kept: its
 * combinations are many), any other path is a catalogue image, whose query (CDN sizes) is ignored.
 */
export function renderImageRequest(path: string, params: URLSearchParams): string | null {
  if (RING_PICTURE_PATH.test(path)) {
    const request = readRingPictureRequest(path, params);
    return request ? renderRingPicture(request) : null;
  }
  return renderCatalogImage(path);
}

/** Whether a path stands for a photo (served as the CDN serves photos); the logo and the shape icons are drawings. */
export function isCatalogPhoto(path: string): boolean {
  return path !== LOGO_PATH && !SHAPE_RE.test(path);
}

function render(path: string): string | null {
  if (path === LOGO_PATH) return renderLogo();
  let m = SETTING_RE.exec(path);
  if (m) {
    const shape = shapeFromSlug(m[2]!);
    const metal = metalBySlug(m[3]!);
    return shape && metal ? renderSettingImage(m[1] as (typeof SETTING_STYLES)[number], shape, metal) : null;
  }
  m = PRODUCT_RE.exec(path);
  if (m) return renderProduct(m[1] as ProductDesign, m[2]!, m[3]!);
  m = EMBLEM_RE.exec(path);
  if (m) return renderEmblemImage(m[1] as (typeof EMBLEMS)[number]);
  m = DIAMOND_RE.exec(path);
  if (m) {
    const shape = shapeFromSlug(m[1]!);
    return shape && (DIAMOND_SHAPES as readonly string[]).includes(shape) ? renderDiamondImage(shape) : null;
  }
  m = SHAPE_RE.exec(path);
  if (m) {
    const shape = shapeFromSlug(m[1]!);
    return shape ? renderShapeIcon(shape) : null;
  }
  m = COLLECTION_RE.exec(path);
  if (m) return renderCollectionImage(m[1] as (typeof COLLECTION_MOTIFS)[number]);
  return null;
}
