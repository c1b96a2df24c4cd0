// Whether a chosen setting can hold a stone of a given shape: a setting is made for certain centre
// stone shapes (its Center Stone Shape variants), and the ring must never pair one with another shape.
import type {BuilderSetting} from './ring-builder-snapshot';

export type SettingShapeFit =
  /** The setting's variant is made for the shape, or the setting has no shape option at all. */
  | {kind: 'fits'}
  /** Another variant of the same setting (same metal where it exists) is made for the shape. */
  | {kind: 'switch'; setting: BuilderSetting}
  /** The setting is not offered for the shape; `shapes` are the ones it is offered for. */
  | {kind: 'mismatch'; shapes: string[]};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function settingShapeFit(setting: BuilderSetting, stoneShape: string): SettingShapeFit {
  if (setting.shape === null || same(setting.shape, stoneShape)) return {kind: 'fits'};
  const match = Object.entries(setting.shapeVariants).find(([shape]) => same(shape, stoneShape));
  if (match) {
    const [shape, variant] = match;
    // A variant remembered without its image keeps the one at hand rather than showing none.
    const imageUrl = variant.imageUrl ?? setting.imageUrl;
    return {kind: 'switch', setting: {...setting, variantId: variant.variantId, price: variant.price, imageUrl, shape}};
  }
  const offered = Object.keys(setting.shapeVariants);
  return {kind: 'mismatch', shapes: offered.length > 0 ? offered : [setting.shape]};
}
