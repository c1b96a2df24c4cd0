import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import {useEffect, useRef, useState} from 'react';
import {useLocation} from 'react-router';
import type {MenuHeader} from '~/features/chrome/model/menu';
import {unhideFocusProxies} from '~/features/chrome/navigation-focus-proxy';
import {displayTitle, displayUrl, panelSections} from '~/features/chrome/model/menu-display';
import {menuBar, type MenuBarEntry} from '~/features/chrome/model/shell-menu';
import {useMenuHeaders} from '~/features/chrome/hooks/use-menu-headers';
import {AppLink} from '~/ui/AppLink';
import {ChevronIcon} from '~/ui/icons';
import {MegaMenuSection} from './MegaMenuSection';
import {MenuLoadStatus} from './MenuLoadStatus';

interface MegaMenuProps {
  /** The bar the server rendered. */
  bar: MenuBarEntry[];
  /** The version of the menu the page was rendered with. */
  version: string;
}

/**
 * Spec §2 desktop menu (>= 1024px): Radix NavigationMenu gives hover opening, Escape, arrow keys and
 * focus handling; on top of it a header also opens when it receives keyboard focus. The panels'
 * sections are read when the pointer or focus first comes to the menu.
 */
export function MegaMenu({bar, version}: MegaMenuProps) {
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  // Every open comes after the pointer or focus reached the root, which asked for the menu.
  const menu = useMenuHeaders(version, wanted);
  const want = () => setWanted(true);
  // Once read, the whole menu is drawn from one answer, so a bar and its panels always agree.
  const entries = menu.headers ? menuBar(menu.headers) : bar;
  const location = useLocation();
  // Escape closes the panel and Radix moves focus back to the trigger: that focus must not reopen it.
  const escapedRef = useRef(false);

  const rootRef = useRef<HTMLElement>(null);

  // A header that keyboard focus reached before the sections arrived opens once they have, if it
  // still has focus: an open panel with nothing to Tab into would send focus past it.
  const [focusedBeforeLoad, setFocusedBeforeLoad] = useState<{value: string; trigger: HTMLElement} | null>(null);
  const loadedMenu = menu.headers !== null;
  useEffect(() => {
    if (!loadedMenu || !focusedBeforeLoad) return;
    if (document.activeElement === focusedBeforeLoad.trigger) setValue(focusedBeforeLoad.value);
    setFocusedBeforeLoad(null);
  }, [loadedMenu, focusedBeforeLoad]);

  useEffect(() => setValue(''), [location.key]);
  useEffect(() => unhideFocusProxies(rootRef.current), [value]);

  return (
    <NavigationMenu.Root
      ref={rootRef}
      className="mega-menu"
      aria-label="Main"
      value={value}
      onValueChange={setValue}
      onPointerEnter={want}
      onFocus={want}
    >
      <NavigationMenu.List className="mega-menu__list">
        {entries.map((header, index) => {
          const title = displayTitle(header);
          const style = header.color ? {color: header.color} : undefined;
          if (!header.hasPanel) {
            return (
              <NavigationMenu.Item key={index}>
                <NavigationMenu.Link asChild>
                  <AppLink to={displayUrl(header)} className="mega-menu__trigger" style={style}>
                    {title}
                  </AppLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          const itemValue = `header-${index}`;
          const loaded = menu.headers?.[index];
          const triggerProps = {
            className: 'mega-menu__trigger',
            style,
            onFocus: (event: React.FocusEvent<HTMLElement>) => {
              if (escapedRef.current) {
                escapedRef.current = false;
                return;
              }
              if (!event.currentTarget.matches(':focus-visible')) return;
              if (loadedMenu) setValue(itemValue);
              else setFocusedBeforeLoad({value: itemValue, trigger: event.currentTarget});
            },
            onBlur: () => {
              escapedRef.current = false;
            },
          };
          return (
            <NavigationMenu.Item key={index} value={itemValue}>
              {header.url ? (
                <NavigationMenu.Trigger asChild>
                  <AppLink to={header.url} {...triggerProps}>
                    {title}
                    <ChevronIcon className="mega-menu__chevron" />
                  </AppLink>
                </NavigationMenu.Trigger>
              ) : (
                <NavigationMenu.Trigger {...triggerProps}>
                  {title}
                  <ChevronIcon className="mega-menu__chevron" />
                </NavigationMenu.Trigger>
              )}
              <NavigationMenu.Content
                className="mega-panel"
                data-testid="mega-panel"
                onEscapeKeyDown={() => {
                  escapedRef.current = true;
                }}
              >
                {loaded ? (
                  <PanelSections header={loaded} />
                ) : (
                  <div className="mega-panel__inner">
                    <MenuLoadStatus failed={menu.status === 'failed'} onRetry={menu.retry} />
                  </div>
                )}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function PanelSections({header}: {header: MenuHeader}) {
  const {regular, featured} = panelSections(header);
  return (
    <div className="mega-panel__inner">
      <div className="mega-panel__regular">
        {regular.map((section, i) => (
          <MegaMenuSection key={i} section={section} />
        ))}
      </div>
      {featured.length > 0 ? (
        <div className="mega-panel__featured">
          {featured.map((section, i) => (
            <MegaMenuSection key={i} section={section} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
