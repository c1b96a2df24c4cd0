import {ringTitle} from '~/features/ring-builder/model/ring-cart-lines';
import type {BuilderStone} from '~/features/ring-builder/model/ring-builder-snapshot';
import {ringHintPath} from '~/features/ring-builder/model/ring-hint-link';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {DropAHint} from '~/features/engagement/components/DropAHint';

/** Drop a hint about this exact ring: the hint links the shared ring, by name only, never a price. */
export function RingDropAHint({stone}: {stone: BuilderStone}) {
  const state = useRingBuilder();
  if (!state.setting) return null;
  return <DropAHint productId={state.setting.id} productTitle={ringTitle(stone)} ring={{path: ringHintPath(state), stoneShape: stone.shape}} />;
}
