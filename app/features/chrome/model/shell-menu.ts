// What every page's shell carries of the menu: the bar's headers and the footer's sections, which the
// server renders, and a version that names the whole menu. The desktop panels and the mobile
// accordions are read from /api/menu when a shopper reaches for the menu (docs/decisions/0003), so
// the rest of the menu is not in every page's data.
import {definedOnly} from './defined-only';
import type {Menu, MenuHeader, MenuSection} from './menu';
import {footerSections, hasPanel} from './menu-display';

/** A header as the bar shows it before the panels are loaded. */
export interface MenuBarEntry {
  title?: string;
  url?: string;
  color?: string;
  /** Whether the header opens a panel (it has sections) rather than being a plain link. */
  hasPanel: boolean;
}

export interface ShellMenu {
  bar: MenuBarEntry[];
  footer: MenuSection[];
  /** Changes whenever anything in the menu does: the key of the menu's answer in the browser's cache. */
  version: string;
}

export const EMPTY_SHELL_MENU: ShellMenu = {bar: [], footer: [], version: menuVersion({headers: []})};

export function menuBar(headers: readonly MenuHeader[]): MenuBarEntry[] {
  return headers.map((header) => definedOnly({title: header.title, url: header.url, color: header.color, hasPanel: hasPanel(header)}));
}

/** 32-bit FNV-1a of the menu's JSON, as 8 hex digits. */
export function menuVersion(menu: Menu): string {
  const text = JSON.stringify(menu.headers);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function shellMenu(menu: Menu): ShellMenu {
  return {bar: menuBar(menu.headers), footer: footerSections(menu.headers), version: menuVersion(menu)};
}
