import {useEffect} from 'react';
import {useSearchParams} from 'react-router';
import type {DiamondFilters} from '~/domain/diamond-filters';
import {stoneFromHit} from '~/domain/diamond-hit';
import type {BuilderSetting} from '~/domain/ring-builder-state';
import {readSharedRing} from '~/domain/ring-share-link';
import {useRingBuilder} from '~/stores/ring-builder';
import type {StoneLookup} from './use-stone-lookup';

/**
 * Applies a shared ring link once the stored build is loaded: the link's setting (looked up by the
 * loader), filters, stone type, shapes and sort, then its stone once the index has answered.
 * Returns the stock number the link names, if any.
 */
export function useSharedRing(hydrated: boolean, linkedSetting: BuilderSetting | null, sharedStone: StoneLookup): string | null {
  const [params] = useSearchParams();
  const shared = readSharedRing(params);
  const key = params.toString();

  useEffect(() => {
    if (!hydrated || !key) return;
    const link = readSharedRing(new URLSearchParams(key));
    const store = useRingBuilder.getState();
    if (linkedSetting && (store.setting?.id !== linkedSetting.id || store.setting.variantId !== linkedSetting.variantId)) {
      store.chooseSetting(linkedSetting);
    }
    for (const [name, range] of Object.entries(link.filters)) store.setFilter(name as keyof DiamondFilters, range);
    if (link.stoneType) store.setStoneType(link.stoneType);
    if (link.shapes) store.setShapes(link.shapes);
    if (link.sortSelection !== null) store.selectSort(link.sortSelection);
  }, [hydrated, key, linkedSetting]);

  useEffect(() => {
    if (hydrated && sharedStone.status === 'available') useRingBuilder.getState().chooseStone(stoneFromHit(sharedStone.hit));
  }, [hydrated, sharedStone]);

  return shared.stockNumber;
}
