import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type {CSSProperties} from 'react';
import {MENU_DEFAULT_GRID_IMAGE, MENU_GRID_IMAGE_SIZE_PX, MENU_ICON_SIZE_PX} from '~/config/chrome';
import type {MenuSection} from '~/features/chrome/model/menu';
import {displayTitle, displayUrl, gridColumns, gridImage} from '~/features/chrome/model/menu-display';
import {AppLink} from '~/ui/AppLink';
import {squareSources} from '~/ui/catalog-image-url';
import {FallibleImage} from '~/ui/FallibleImage';

/** A section of a desktop dropdown: an image grid, or a list with optional icons. */
export function MegaMenuSection({section}: {section: MenuSection}) {
  const title = displayTitle(section);
  return (
    <div className="mega-section">
      {section.url ? (
        <NavigationMenu.Link asChild>
          <AppLink to={section.url} className="mega-section__title">
            {title}
          </AppLink>
        </NavigationMenu.Link>
      ) : (
        <p className="mega-section__title">{title}</p>
      )}
      {section.isGrid ? (
        <ul className="mega-grid" style={{'--mega-columns': gridColumns(section)} as CSSProperties}>
          {section.items.map((leaf, index) => (
            <li key={index}>
              <NavigationMenu.Link asChild>
                <AppLink to={displayUrl(leaf)} className="mega-grid__link">
                  <FallibleImage
                    {...squareSources(gridImage(leaf, MENU_DEFAULT_GRID_IMAGE), MENU_GRID_IMAGE_SIZE_PX)}
                    alt=""
                    width={MENU_GRID_IMAGE_SIZE_PX}
                    height={MENU_GRID_IMAGE_SIZE_PX}
                    className="mega-grid__image"
                  />
                  <span>{displayTitle(leaf)}</span>
                </AppLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mega-list">
          {section.items.map((leaf, index) => (
            <li key={index}>
              <NavigationMenu.Link asChild>
                <AppLink to={displayUrl(leaf)} className="mega-list__link">
                  {leaf.accessory ? (
                    <FallibleImage {...squareSources(leaf.accessory, MENU_ICON_SIZE_PX)} alt="" width={MENU_ICON_SIZE_PX} height={MENU_ICON_SIZE_PX} />
                  ) : null}
                  <span>{displayTitle(leaf)}</span>
                </AppLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
