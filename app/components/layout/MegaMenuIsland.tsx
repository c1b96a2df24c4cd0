import {memo, Suspense} from 'react';
import type {MenuHeader} from '~/domain/menu';
import {displayTitle, displayUrl, hasPanel} from '~/domain/menu-display';
import {lazyIsland} from '~/lib/lazy-island';
import {AppLink} from '~/components/ui/AppLink';
import {ChevronIcon} from '~/components/ui/icons';

// Radix NavigationMenu and the panels stay out of the first load: the server renders the menu bar
// into the document and the browser hydrates it when this code arrives, just after the page.
const MegaMenu = lazyIsland(() => import('./MegaMenu').then((m) => m.MegaMenu), {serverRendered: true});

/**
 * The desktop mega menu as an island. Memoised: a header re-render before the island has hydrated
 * must not reach it, or React would drop the server's markup for the fallback.
 */
export const MegaMenuIsland = memo(function MegaMenuIsland({headers}: {headers: MenuHeader[]}) {
  return (
    <Suspense fallback={<MenuBar headers={headers} />}>
      <MegaMenu.Component headers={headers} />
    </Suspense>
  );
});

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
