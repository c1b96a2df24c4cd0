// Spec §2 mobile menu rules, as a view model the component renders without further decisions.
import type {MenuHeader, MenuLeaf} from './menu';
import {displayTitle, displayUrl} from './menu-display';
import type {MenuBarEntry} from './shell-menu';

export interface MobileLink {
  title: string;
  url: string;
}

export type MobileSectionView =
  | {kind: 'link'; link: MobileLink}
  | {kind: 'accordion'; title: string; links: MobileLink[]};

export type MobileHeaderView =
  | {kind: 'link'; link: MobileLink; color?: string}
  | {kind: 'list'; title: string; color?: string; overview?: MobileLink; links: MobileLink[]}
  | {kind: 'sections'; title: string; color?: string; overview?: MobileLink; sections: MobileSectionView[]}
  /** A header whose sections are still being read. */
  | {kind: 'pending'; title: string; color?: string; overview?: MobileLink};

function toLink(entry: MenuLeaf | {title?: string; url?: string}): MobileLink {
  return {title: displayTitle(entry), url: displayUrl(entry)};
}

/** A header that opens an accordion but has its own url offers that page first (`Shop all ...`). */
function overviewOf(header: {title?: string; url?: string}): {overview?: MobileLink} {
  return header.url ? {overview: {title: `Shop all ${displayTitle(header)}`, url: displayUrl(header)}} : {};
}

/**
 * - a header with no items is a direct link;
 * - a header with a single section lists that section's items directly;
 * - otherwise each section is a sub-accordion, or a direct link when it has exactly one item;
 * - a header that opens an accordion but has its own url offers that page first (`Shop all ...`),
 *   since its title now opens the accordion instead of leading there.
 */
export function mobileHeaderView(header: MenuHeader): MobileHeaderView {
  const title = displayTitle(header);
  const sections = header.items.flatMap((item) => item.sections);
  if (sections.length === 0) return {kind: 'link', link: toLink(header), color: header.color};
  const overview = overviewOf(header);
  if (sections.length === 1) {
    return {kind: 'list', title, color: header.color, ...overview, links: sections[0]!.items.map(toLink)};
  }
  return {
    kind: 'sections',
    title,
    color: header.color,
    ...overview,
    sections: sections.flatMap((section): MobileSectionView[] => {
      if (section.items.length === 1) return [{kind: 'link', link: toLink(section.items[0]!)}];
      // An empty section still leads somewhere when it has its own url.
      if (section.items.length === 0) return section.url ? [{kind: 'link', link: toLink(section)}] : [];
      return [{kind: 'accordion', title: displayTitle(section), links: section.items.map(toLink)}];
    }),
  };
}

/** A header of the bar before the menu's sections are read: a direct link, or an accordion still pending. */
export function mobilePendingView(entry: MenuBarEntry): MobileHeaderView {
  if (!entry.hasPanel) return {kind: 'link', link: toLink(entry), color: entry.color};
  return {kind: 'pending', title: displayTitle(entry), color: entry.color, ...overviewOf(entry)};
}
