import {RING_SHARE_PATH, ringShareSearch} from './ring-share-link';
import type {RingBuilderSnapshot} from './ring-builder-snapshot';

/** What identifies the ring itself in a share link; the rest are the sharer's search choices. */
const RING_KEYS = ['setting', 'variant', 'stone', 'type'] as const;

/**
 * The link a hint carries: the shared ring (setting, variant, stone) without the sharer's search
 * filters, one of which is a price range, so a hint never hints at a price.
 */
export function ringHintPath(state: RingBuilderSnapshot): string {
  const shared = new URLSearchParams(ringShareSearch(state));
  const params = new URLSearchParams();
  for (const key of RING_KEYS) {
    const value = shared.get(key);
    if (value) params.set(key, value);
  }
  return `${RING_SHARE_PATH}?${params.toString()}`;
}
