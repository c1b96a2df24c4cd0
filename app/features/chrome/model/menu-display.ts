// Spec §2 display rules for the menu: what a missing value shows as, and how a header's items are
// arranged in the desktop panel and the footer.
import type {MenuHeader, MenuLeaf, MenuSection} from './menu';

export const DEFAULT_TITLE = 'Title';
export const DEFAULT_URL = '#';
export const DEFAULT_GRID_COLUMNS = 4;

export function displayTitle(entry: {title?: string}): string {
  return entry.title ?? DEFAULT_TITLE;
}

export function displayUrl(entry: {url?: string}): string {
  return entry.url ?? DEFAULT_URL;
}

export function gridColumns(section: MenuSection): number {
  return section.columnCount ?? DEFAULT_GRID_COLUMNS;
}

/** Grid tiles always show an image: the stored one, or the given default diamond. */
export function gridImage(leaf: MenuLeaf, defaultImage: string): string {
  return leaf.accessory ?? defaultImage;
}

export interface PanelSections {
  /** Sections of items not marked featured: the left area of the dropdown. */
  regular: MenuSection[];
  /** Sections of featured items: the shaded right area. */
  featured: MenuSection[];
}

export function panelSections(header: MenuHeader): PanelSections {
  return {
    regular: header.items.filter((item) => !item.featured).flatMap((item) => item.sections),
    featured: header.items.filter((item) => item.featured).flatMap((item) => item.sections),
  };
}

export function hasPanel(header: MenuHeader): boolean {
  return header.items.some((item) => item.sections.length > 0);
}

/** Every section flagged `showInFooter`, in menu order. */
export function footerSections(headers: MenuHeader[]): MenuSection[] {
  return headers.flatMap((header) =>
    header.items.flatMap((item) => item.sections.filter((section) => section.showInFooter)),
  );
}
