// Loose-stone inventory. Diamond n is a pure function of (seed, n): each index keys its own PRNG
// stream, so the Storefront API emulator can rebuild any stone from its id without storing it, and
// generating a prefix of the inventory never depends on how many stones follow.
import {diamondProportions} from './diamond-geometry';
import {expectedDiamondPrice} from './diamond-pricing';
import {
  CLARITY_TABLE,
  COLOR_TABLE,
  FANCY_CUT_TABLE,
  FINISH_TABLE_BY_CUT,
  FLUORESCENCE_TABLE,
  LAB_TABLE,
  MOISSANITE_COLOR_TABLE,
  ROUND_CUT_TABLE,
  SHAPE_TABLE,
  TYPE_TABLE,
  drawCarat,
} from './diamond-distribution';
import {DIAMOND_SHAPES, MOISSANITE_CLARITY, NO_GRADING_LAB, type DiamondShape, type DiamondType, type SeedDiamond} from './model';
import {Random} from './random';
import {diamondImagePath} from './shapes';

/** Diamond gids sit far above catalogue product ids so the two ranges never meet. */
export const DIAMOND_ID_BASE = 9_000_000_000;

const STOCK_PREFIX: Record<DiamondType, string> = {natural: 'ND', lab: 'LD', moissanite: 'MS'};
const IMAGE_PATHS = Object.fromEntries(DIAMOND_SHAPES.map((shape) => [shape, diamondImagePath(shape)])) as Record<DiamondShape, string>;
const DIAMOND_STREAM = 0x0d1a0d;

const SERIALS = 1_000_000_000;
const SCRAMBLE = 387_420_489;
/** SCRAMBLE's inverse modulo 10^9 (SCRAMBLE * SCRAMBLE_INVERSE = 1 mod 10^9); bigint, as the product passes 2^53. */
const SCRAMBLE_INVERSE = 513_180_409n;

/** A bijective scramble of n (3^18 is coprime to 10^9), so certificate numbers never repeat; moissanite carries its maker's certificate of authenticity number. */
function certificateNumber(seed: number, n: number, lab: SeedDiamond['lab'], type: DiamondType): string {
  const serial = (n * SCRAMBLE + (seed % SERIALS)) % SERIALS;
  if (lab === 'GIA') return String(1_000_000_000 + serial);
  const digits = String(serial).padStart(9, '0');
  return type === 'lab' ? `LG${digits}` : digits;
}

/**
 * The stone a certificate number belongs to, as a lab's report check finds it: the scramble undone,
 * then the stone rebuilt and its lab and number compared. Null for a number no stone of the first
 * `count` carries.
 */
export function diamondByCertificate(seed: number, count: number, lab: string, number: string): SeedDiamond | null {
  const digits = /^(?:LG)?(\d{9,10})$/.exec(number)?.[1];
  if (!digits) return null;
  const unshifted = (((Number(digits) % SERIALS) - (seed % SERIALS)) % SERIALS + SERIALS) % SERIALS;
  const n = Number((BigInt(unshifted) * SCRAMBLE_INVERSE) % BigInt(SERIALS));
  if (n >= count) return null;
  const stone = diamondAt(seed, n);
  return stone.lab === lab && stone.certNumber === number ? stone : null;
}

export function diamondIdFromGid(gid: string): number | null {
  const match = /^gid:\/\/shopify\/(?:Product|ProductVariant)\/(\d+)$/.exec(gid);
  if (!match) return null;
  const n = Number(match[1]) - DIAMOND_ID_BASE;
  return n >= 0 && n < 1_000_000_000 ? n : null;
}

export function diamondAt(seed: number, n: number): SeedDiamond {
  const random = new Random(seed, DIAMOND_STREAM, n);
  const type = TYPE_TABLE.draw(random);
  const shape = SHAPE_TABLE[type].draw(random);
  const carat = drawCarat(random, type, shape);
  const moissanite = type === 'moissanite';
  const color = moissanite ? MOISSANITE_COLOR_TABLE.draw(random) : COLOR_TABLE[type].draw(random);
  const clarity = moissanite ? MOISSANITE_CLARITY : CLARITY_TABLE[type].draw(random);
  const cut = shape === 'Round' ? ROUND_CUT_TABLE[type].draw(random) : FANCY_CUT_TABLE.draw(random);
  const polish = FINISH_TABLE_BY_CUT[cut].draw(random);
  const symmetry = FINISH_TABLE_BY_CUT[cut].draw(random);
  const fluorescence = FLUORESCENCE_TABLE[type].draw(random);
  const lab = moissanite ? NO_GRADING_LAB : LAB_TABLE[type].draw(random);
  const proportions = diamondProportions(random, shape, type, carat);
  // Market noise: dealers price the same grades a few percent apart.
  const price =
    expectedDiamondPrice({type, shape, carat, color, clarity, cut, polish, symmetry, fluorescence}) * random.lognormal(0, 0.06);

  const stockNumber = STOCK_PREFIX[type] + String(n).padStart(7, '0');
  const numericId = DIAMOND_ID_BASE + n;
  // Spelled out rather than spread: this runs a million times at startup.
  return {
    objectID: stockNumber,
    stockNumber,
    certNumber: certificateNumber(seed, n, lab, type),
    productId: `gid://shopify/Product/${numericId}`,
    variantId: `gid://shopify/ProductVariant/${numericId}`,
    handle: `diamond-${stockNumber.toLowerCase()}`,
    type,
    shape,
    carat,
    color,
    clarity,
    cut,
    polish,
    symmetry,
    fluorescence,
    lab,
    measurements: proportions.measurements,
    depthPercent: proportions.depthPercent,
    tablePercent: proportions.tablePercent,
    lengthWidthRatio: proportions.lengthWidthRatio,
    total_sales_price: Math.round(price),
    imagePath: IMAGE_PATHS[shape],
  };
}

export function* generateDiamonds(options: {seed: number; count: number}): Generator<SeedDiamond> {
  for (let n = 0; n < options.count; n++) yield diamondAt(options.seed, n);
}
