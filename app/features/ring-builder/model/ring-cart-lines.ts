// How a built ring becomes one cart entry (docs/cart.md): a setting line and a stone line sharing
// the reserved entry attributes, the stone's stock and certificate numbers as visible attributes.
import {entryLineAttributes} from '~/features/cart/model/cart-line-details';
import type {Attribute} from '~/features/cart/model/cart-view';
import type {BuilderSetting, BuilderStone} from './ring-builder-snapshot';

export interface RingCartLine {
  merchandiseId: string;
  quantity: 1;
  attributes: {key: string; value: string}[];
}

export function ringTitle(stone: Pick<BuilderStone, 'shape'>): string {
  return `Custom ${stone.shape} Engagement Ring`;
}

/** Stable for the same setting variant and stone, so a double submit cannot split one ring in two. */
export function ringEntryId(setting: BuilderSetting, stone: BuilderStone): string {
  const tail = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);
  return `ring-${tail(setting.variantId)}-${stone.stockNumber}`;
}

/** `optionAttributes`: the setting's chosen options (ring size...), carried on the setting line. */
export function ringCartLines(setting: BuilderSetting, stone: BuilderStone, optionAttributes: readonly Attribute[] = []): RingCartLine[] {
  const shared = {entry: ringEntryId(setting, stone), lineTitle: ringTitle(stone), productId: setting.id};
  return [
    {
      merchandiseId: setting.variantId,
      quantity: 1,
      attributes: [...entryLineAttributes({...shared, role: 'setting'}), ...optionAttributes],
    },
    {
      merchandiseId: stone.variantId,
      quantity: 1,
      attributes: [
        ...entryLineAttributes({...shared, role: 'stone'}),
        {key: 'Stock Number', value: stone.stockNumber},
        {key: 'Certificate Number', value: stone.certNumber},
      ],
    },
  ];
}
