import {useEffect} from 'react';
import {useFetcher} from 'react-router';
import {reviewSettingFor, type ReviewSetting} from '~/features/ring-builder/model/builder-setting';
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

/** The details for the setting's variant, from details at hand for it or for another metal of it. */
const detailsFor = (details: ReviewSetting | null | undefined, setting: BuilderSetting) =>
  details ? reviewSettingFor(details, setting.id, setting.variantId) : null;

/**
 * The chosen setting's review details (metal, its own options, ship days, discount fields), fresh
 * from the Storefront API: from the page's loader when the URL names the setting, otherwise
 * through the same loader by a fetcher, since the choice itself lives in the browser.
 */
export function useReviewSetting(setting: BuilderSetting | null, fromLoader: ReviewSetting | null): ReviewSettingState {
  const fetcher = useFetcher<ReviewLoaderData>();
  // A metal the details at hand offer needs no request: only another setting or shape does.
  const atHand = setting ? (detailsFor(fromLoader, setting) ?? detailsFor(fetcher.data?.details, setting)) : null;
  const needed = setting && !atHand ? setting : null;
  const href = needed ? `${RING_SHARE_PATH}?setting=${encodeURIComponent(needed.slug)}&variant=${variantParam(needed.variantId)}` : null;
  // The fetcher object changes every render, its `load` does not: the address alone decides a load.
  const {load} = fetcher;
  useEffect(() => {
    if (href) void load(href);
  }, [href, load]);

  if (!setting) return {status: 'missing'};
  if (atHand) return {status: 'ready', details: atHand};
  if (fetcher.state !== 'idle' || fetcher.data === undefined) return {status: 'loading'};
  return fetcher.data.failed ? {status: 'error'} : {status: 'missing'};
}
