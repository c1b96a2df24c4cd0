import type {MenuHeader} from '~/features/chrome/model/menu';
import {displayTitle, displayUrl, hasPanel} from '~/features/chrome/model/menu-display';
import {serverRenderedIsland} from '~/ui/server-rendered-island';
import {AppLink} from '~/ui/AppLink';
import {ChevronIcon} from '~/ui/icons';

// Radix NavigationMenu and the panels stay out of the first load: the server renders the menu bar
// into the document and the browser hydrates it when this code arrives, just after the page.
const MegaMenu = serverRenderedIsland(() => import('./MegaMenu').then((m) => m.MegaMenu));

/** The desktop mega menu as an island. */
export function MegaMenuIsland({headers}: {headers: MenuHeader[]}) {
  return <MegaMenu.Island headers={headers} fallback={<MenuBar headers={headers} />} />;
}

/** The menu bar without its dropdowns: each header that has a page links there. */
function MenuBar({headers}: {headers: MenuHeader[]}) {
  return (
    <nav className="mega-menu" aria-label="Main">
      <ul className="mega-menu__list">
        {headers.map((header, index) => {
          const style = header.color ? {color: header.color} : undefined;
          const url = hasPanel(header) ? header.url : displayUrl(header);
          return (
            <li key={index}>
              {url ? (
                <AppLink to={url} className="mega-menu__trigger" style={style}>
                  {displayTitle(header)}
                  {hasPanel(header) ? <ChevronIcon className="mega-menu__chevron" /> : null}
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
