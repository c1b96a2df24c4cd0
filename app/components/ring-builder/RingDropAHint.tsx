import {ringTitle} from '~/domain/ring-cart-lines';
import type {BuilderStone} from '~/domain/ring-builder-state';
import {ringHintPath} from '~/domain/ring-hint-link';
import {useRingBuilder} from '~/stores/ring-builder';
import {DropAHint} from '~/components/engagement/DropAHint';

/** Drop a hint about this exact ring: the hint links the shared ring, by name only, never a price. */
export function RingDropAHint({stone}: {stone: BuilderStone}) {
  const state = useRingBuilder();
  if (!state.setting) return null;
  return <DropAHint productId={state.setting.id} productTitle={ringTitle(stone)} ring={{path: ringHintPath(state), stoneShape: stone.shape}} />;
}
