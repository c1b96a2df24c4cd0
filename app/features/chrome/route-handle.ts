import {useLocation, useMatches} from 'react-router';
import {pageTypeForPath, type PageType} from '~/features/analytics/model/page-type';
import type {RouteSheet} from '~/styles/route-sheet-names';

/** Spec §2 page layouts. */
export type PageLayoutName = 'account' | 'diamond-education' | 'support' | 'default' | 'none';

/** What a route declares about itself through its `handle` export; analytics read the page type. */
export interface RouteHandle {
  pageType?: PageType;
  layout?: PageLayoutName;
  /** The route sheets its pages need beyond the shell stylesheet (app/styles/route-sheet-names.ts). */
  sheets?: readonly RouteSheet[];
}

/** The deepest route's declared page type, else the one its path implies. */
export function usePageType(): PageType {
  const matches = useMatches();
  const {pathname} = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const pageType = (matches[i]!.handle as RouteHandle | undefined)?.pageType;
    if (pageType) return pageType;
  }
  return pageTypeForPath(pathname);
}
