import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import {useEffect, useRef, useState} from 'react';
import {useLocation} from 'react-router';
import type {MenuHeader} from '~/features/chrome/model/menu';
import {unhideFocusProxies} from '~/features/chrome/navigation-focus-proxy';
import {displayTitle, displayUrl, hasPanel, panelSections} from '~/features/chrome/model/menu-display';
import {AppLink} from '~/ui/AppLink';
import {ChevronIcon} from '~/ui/icons';
import {MegaMenuSection} from './MegaMenuSection';

/**
 * Spec §2 desktop menu (>= 1024px): Radix NavigationMenu gives hover opening, Escape, arrow keys and
 * focus handling; on top of it a header also opens when it receives keyboard focus.
 */
export function MegaMenu({headers}: {headers: MenuHeader[]}) {
  const [value, setValue] = useState('');
  const location = useLocation();
  // Escape closes the panel and Radix moves focus back to the trigger: that focus must not reopen it.
  const escapedRef = useRef(false);

  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => setValue(''), [location.key]);
  useEffect(() => unhideFocusProxies(rootRef.current), [value]);

  return (
    <NavigationMenu.Root ref={rootRef} className="mega-menu" aria-label="Main" value={value} onValueChange={setValue}>
      <NavigationMenu.List className="mega-menu__list">
        {headers.map((header, index) => {
          const title = displayTitle(header);
          const style = header.color ? {color: header.color} : undefined;
          if (!hasPanel(header)) {
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
          const {regular, featured} = panelSections(header);
          const triggerProps = {
            className: 'mega-menu__trigger',
            style,
            onFocus: (event: React.FocusEvent<HTMLElement>) => {
              if (escapedRef.current) {
                escapedRef.current = false;
                return;
              }
              if (event.currentTarget.matches(':focus-visible')) setValue(itemValue);
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
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
