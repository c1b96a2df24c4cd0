import type {DiamondHit} from './diamond-hit';

/** One answered diamond search: the stones shown, how many match, and over how many pages. */
export interface DiamondResultsPage {
  /** `diamondQueryKey` of the query it answers. */
  key: string;
  hits: DiamondHit[];
  total: number;
  pages: number;
}
