import {useEffect, useRef} from 'react';
import {useSearchParams} from 'react-router';
import {stoneFromHit} from '~/features/ring-builder/model/stone-from-hit';
import type {BuilderSetting} from '~/features/ring-builder/model/ring-builder-snapshot';
import {readSharedRing} from '~/features/ring-builder/model/ring-share-link';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import type {StoneLookup} from './use-stone-lookup';

/**
 * Applies a shared ring link once the stored build is loaded: the link's setting (looked up by the
 * loader), options, filters, stone type, shapes and sort, then its stone once the index has found it.
 */
export function useSharedRing(hydrated: boolean, linkedSetting: BuilderSetting | null, sharedStone: StoneLookup) {
  const [params] = useSearchParams();
  const key = params.toString();
  const sharedStock = readSharedRing(params).stockNumber;

  // Once per link: a revalidation (after adding to the cart) must not undo choices made since.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || !key || applied.current === key) return;
    applied.current = key;
    useRingBuilder.getState().applySharedRing(readSharedRing(new URLSearchParams(key)), linkedSetting);
  }, [hydrated, key, linkedSetting]);

  useEffect(() => {
    if (!hydrated || sharedStone.status !== 'available' || !sharedStock) return;
    // Only the link's own stone is taken: re-checking a remembered stone must not write the build
    // back (that write once raced a change made to storage in another tab).
    if (sharedStone.hit.stockNumber === sharedStock) useRingBuilder.getState().chooseStone(stoneFromHit(sharedStone.hit));
  }, [hydrated, sharedStone, sharedStock]);
}
