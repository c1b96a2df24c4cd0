// The storefront's own option system for settings (metafield `store.options`): options the shopper
// picks that are not Shopify variants, because they do not change stock (ring size, engraving) or
// only add a surcharge (band width, accent stones).
import {GEMSTONES} from './materials';
import {storeMetafield} from './metafields';
import type {SeedMetafield} from './model';
import type {SettingStyleInfo} from './setting-styles';
import {slugify} from './text';

export type StoreOptionFormat = 'slider' | 'swatch' | 'input' | 'radio' | 'select';

export interface StoreOptionValue {
  id: string;
  value: string;
  /** JSON text, parsed leniently by the storefront. */
  displayAttributes: string;
  additionalPriceCents: number;
}

export interface StoreOption {
  id: string;
  name: string;
  displayName: string;
  description: string;
  format: StoreOptionFormat;
  values: StoreOptionValue[];
}

function value(optionId: string, text: string, attributes: object, additionalPriceCents = 0): StoreOptionValue {
  return {
    id: `${optionId}-${slugify(text)}`,
    value: text,
    displayAttributes: JSON.stringify(attributes),
    additionalPriceCents,
  };
}

/** US 3 to 13 in half sizes. */
const RING_SIZES = Array.from({length: 21}, (_, i) => 3 + i / 2);
/** Inside circumference of a US size: the standard's 11.63 mm + 0.8128 mm per size, as a diameter. */
const circumferenceMm = (size: number) => Math.round(Math.PI * (11.63 + 0.8128 * size) * 10) / 10;

function ringSize(): StoreOption {
  return {
    id: 'ring-size',
    name: 'Ring Size',
    displayName: 'Ring Size (US)',
    description: "Not sure? Choose \u201cI don't know my size\u201d: we make it in a US 6 and your first resize within 60 days is free.",
    format: 'select',
    values: [
      ...RING_SIZES.map((size) => value('ring-size', size.toFixed(1).replace('.0', ''), {label: `US ${size}`, circumferenceMm: circumferenceMm(size)})),
      value('ring-size', "I don't know my size", {label: "I don't know my size"}),
    ],
  };
}

function engraving(): StoreOption {
  return {
    id: 'engraving',
    name: 'Engraving',
    displayName: 'Complimentary Engraving',
    description: 'Up to 20 characters, engraved inside the band.',
    format: 'input',
    values: [],
  };
}

/** Wider bands take more metal; platinum surcharges are averaged into one price. */
function bandWidth(basePriceUsd: number): StoreOption {
  const step = Math.round(basePriceUsd * 0.08 / 10) * 10 * 100;
  return {
    id: 'band-width',
    name: 'Band Width',
    displayName: 'Band Width',
    description: 'Measured at the base of the band.',
    format: 'radio',
    values: [
      value('band-width', '1.8 mm', {label: 'Petite', widthMm: 1.8}),
      value('band-width', '2.0 mm', {label: 'Classic', widthMm: 2.0}, step),
      value('band-width', '2.5 mm', {label: 'Bold', widthMm: 2.5}, step * 2),
    ],
  };
}

function accentStones(): StoreOption {
  const gems = GEMSTONES.filter((gem) => ['sapphire', 'ruby', 'emerald'].includes(gem.slug));
  return {
    id: 'accent-stones',
    name: 'Accent Stones',
    displayName: 'Accent Stones',
    description: 'The small stones in the band and halo.',
    format: 'swatch',
    values: [
      value('accent-stones', 'White Diamond', {swatchColor: '#F4F7FA'}),
      ...gems.map((gem) => value('accent-stones', gem.name, {swatchColor: gem.swatchColor}, 25_000)),
    ],
  };
}

function settingOptions(info: SettingStyleInfo): StoreOption[] {
  const options = [ringSize()];
  if (info.bandWidths) options.push(bandWidth(info.basePriceUsd));
  if (info.accentStones) options.push(accentStones());
  options.push(engraving());
  return options;
}

export function settingOptionsMetafield(info: SettingStyleInfo): SeedMetafield {
  return storeMetafield.json('options', settingOptions(info));
}
