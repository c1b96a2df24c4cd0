import {useEffect} from 'react';
import {useFetcher} from 'react-router';
import type {ReviewSetting} from '~/features/ring-builder/model/builder-setting';
import type {BuilderSetting} from '~/features/ring-builder/model/ring-builder-snapshot';
import {RING_SHARE_PATH} from '~/features/ring-builder/model/ring-share-link';
import {variantParam} from '~/features/catalog/model/variant-id';

export type ReviewSettingState =
  | {status: 'loading'}
  | {status: 'ready'; details: ReviewSetting}
  /** The setting (or its chosen variant) is no longer sold. */
  | {status: 'missing'}
  | {status: 'error'};

export interface ReviewLoaderData {
  details: ReviewSetting | null;
  /** True when the Storefront API could not be asked. */
  failed: boolean;
}

const matches = (details: ReviewSetting | null | undefined, setting: BuilderSetting) =>
  !!details && details.setting.id === setting.id && details.setting.variantId === setting.variantId;

/**
 * The chosen setting's review details (metal, its own options, ship days, discount fields), fresh
 * from the Storefront API: from the page's loader when the URL names the setting, otherwise
 * through the same loader by a fetcher, since the choice itself lives in the browser.
 */
export function useReviewSetting(setting: BuilderSetting | null, fromLoader: ReviewSetting | null): ReviewSettingState {
  const fetcher = useFetcher<ReviewLoaderData>();
  const needed = setting && !matches(fromLoader, setting) ? setting : null;
  const href = needed ? `${RING_SHARE_PATH}?setting=${encodeURIComponent(needed.slug)}&variant=${variantParam(needed.variantId)}` : null;
  // The fetcher object changes every render, its `load` does not: the address alone decides a load.
  const {load} = fetcher;
  useEffect(() => {
    if (href) void load(href);
  }, [href, load]);

  if (!setting) return {status: 'missing'};
  if (fromLoader && matches(fromLoader, setting)) return {status: 'ready', details: fromLoader};
  // Details already at hand stay on screen while a newer answer is on its way.
  if (fetcher.data?.details && matches(fetcher.data.details, setting)) return {status: 'ready', details: fetcher.data.details};
  if (fetcher.state !== 'idle' || fetcher.data === undefined) return {status: 'loading'};
  return fetcher.data.failed ? {status: 'error'} : {status: 'missing'};
}
