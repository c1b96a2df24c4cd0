import {EDUCATION_BASE_PATH, EDUCATION_TABS} from '~/config/site-links';

export interface EducationPage {
  id: string;
  handle: string;
  title: string;
  bodySummary: string;
}

export interface EducationTeaser extends Omit<EducationPage, 'handle'> {
  to: string;
}

/**
 * The home page's teasers: one per diamond-education tab whose page the store publishes, in the
 * tabs' order. The loader keeps only these, so the page's data carries no other page's summary.
 */
export function educationTeasers(pages: readonly EducationPage[]): EducationTeaser[] {
  return EDUCATION_TABS.flatMap((tab) => {
    const page = pages.find((candidate) => candidate.handle === tab.pageHandle);
    return page ? [{id: page.id, title: page.title, bodySummary: page.bodySummary, to: `${EDUCATION_BASE_PATH}/${tab.topic}`}] : [];
  });
}
