// Links into the diamond step: menu links name a stone type and a shape (`?type=`, `?shape=<slug>`),
// "Choose this setting" names a setting. They win over the stored build.
import {STONE_TYPES, type StoneType} from './diamond-filters';
import {emptyRingBuilder, type BuilderSetting, type RingBuilderSnapshot} from './ring-builder-snapshot';
import {withSetting} from './ring-builder-transitions';
import {FILTER_SHAPES, shapeIconSlug, type StoneShape} from './stone-shapes';

export function linkedStoneType(param: string | null): StoneType | null {
  return STONE_TYPES.find((known) => known === param) ?? null;
}

export function linkedShape(param: string | null): StoneShape | null {
  return FILTER_SHAPES.find((known) => shapeIconSlug(known) === param) ?? null;
}

/**
 * The build a link opens for a shopper with nothing stored, as the browser applies it: the setting
 * first (its carat range and shape), then the linked stone type and shape. The server renders the
 * first results for it.
 */
export function linkedDiamondStep(setting: BuilderSetting | null, params: URLSearchParams): RingBuilderSnapshot {
  const empty = emptyRingBuilder();
  const build = setting ? withSetting(empty, setting) : empty;
  const stoneType = linkedStoneType(params.get('type'));
  const shape = linkedShape(params.get('shape'));
  return {...build, stoneType: stoneType ?? build.stoneType, shapes: shape ? [shape] : build.shapes};
}
