// The swatches of a product card (spec §2): one per colour value of the product's swatch option,
// each standing for the first variant with that value, and the image order its carousel shows.

export interface SwatchImage {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

interface Money {
  amount: string;
}

export interface CardOptionInput {
  name: string;
  optionValues: {
    name: string;
    swatch?: {color?: string | null} | null;
    firstSelectableVariant?: {id: string; image?: SwatchImage | null; price: Money; compareAtPrice?: Money | null} | null;
  }[];
}

export interface CardSwatch {
  label: string;
  color: string;
  variantId: string;
  image: SwatchImage | null;
  price: Money;
  compareAtPrice: Money | null;
}

/** Swatches of the first preferred option that has colours, in the option's value order. */
export function cardSwatches(options: readonly CardOptionInput[], preferredNames: readonly string[]): CardSwatch[] {
  const option = preferredNames
    .map((name) => options.find((candidate) => candidate.name === name))
    .find((candidate) => candidate?.optionValues.some((value) => value.swatch?.color));
  if (!option) return [];
  return option.optionValues.flatMap((value) => {
    const variant = value.firstSelectableVariant;
    const color = value.swatch?.color;
    if (!variant || !color) return [];
    return [{label: value.name, color, variantId: variant.id, image: variant.image ?? null, price: variant.price, compareAtPrice: variant.compareAtPrice ?? null}];
  });
}

/** The carousel's images for a chosen swatch: its image first, then the others in product order. */
export function imagesStartingWith<T extends SwatchImage>(images: readonly T[], first: SwatchImage | null): (T | SwatchImage)[] {
  if (!first) return [...images];
  return [first, ...images.filter((image) => image.url !== first.url)];
}
