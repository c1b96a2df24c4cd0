import {displayTitle, displayUrl} from '~/features/chrome/model/menu-display';
import type {MenuBarEntry} from '~/features/chrome/model/shell-menu';
import {serverRenderedIsland} from '~/ui/server-rendered-island';
import {AppLink} from '~/ui/AppLink';
import {ChevronIcon} from '~/ui/icons';

// Radix NavigationMenu and the panels stay out of the first load: the server renders the menu bar
// into the document and the browser hydrates it when this code arrives, just after the page.
const MegaMenu = serverRenderedIsland(() => import('./MegaMenu').then((m) => m.MegaMenu));

/** The desktop mega menu as an island. */
export function MegaMenuIsland({bar, version}: {bar: MenuBarEntry[]; version: string}) {
  return <MegaMenu.Island bar={bar} version={version} fallback={<MenuBar bar={bar} />} />;
}

/** The menu bar without its dropdowns: each header that has a page links there. */
function MenuBar({bar}: {bar: MenuBarEntry[]}) {
  return (
    <nav className="mega-menu" aria-label="Main">
      <ul className="mega-menu__list">
        {bar.map((header, index) => {
          const style = header.color ? {color: header.color} : undefined;
          const url = header.hasPanel ? header.url : displayUrl(header);
          return (
            <li key={index}>
              {url ? (
                <AppLink to={url} className="mega-menu__trigger" style={style}>
                  {displayTitle(header)}
                  {header.hasPanel ? <ChevronIcon className="mega-menu__chevron" /> : null}
                </AppLink>
              ) : (
                <span className="mega-menu__trigger" style={style}>
                  {displayTitle(header)}
                  <ChevronIcon className="mega-menu__chevron" />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
