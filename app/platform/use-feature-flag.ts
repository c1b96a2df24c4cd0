import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {FEATURE_FLAGS, type FeatureFlag} from '~/config/feature-flags';

/** This deployment's value of a flag, as the root loader resolved it from the environment. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const data = useRouteLoaderData<RootLoader>('root');
  return data?.featureFlags[flag] ?? FEATURE_FLAGS[flag];
}
