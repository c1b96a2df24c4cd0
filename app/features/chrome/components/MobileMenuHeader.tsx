import * as Accordion from '@radix-ui/react-accordion';
import type {MobileHeaderView, MobileLink} from '~/features/chrome/model/mobile-menu';
import {AppLink} from '~/ui/AppLink';
import {ChevronIcon} from '~/ui/icons';

interface MobileMenuHeaderProps {
  view: MobileHeaderView;
  value: string;
  /** Called when any link is chosen, so the menu closes. */
  onNavigate: () => void;
  /** What a pending header's panel shows while its sections are read. */
  pendingStatus?: React.ReactNode;
}

function LinkList({links, onNavigate}: {links: MobileLink[]; onNavigate: () => void}) {
  return (
    <ul className="mobile-menu__links">
      {links.map((link, index) => (
        <li key={index}>
          <AppLink to={link.url} onClick={onNavigate}>
            {link.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function Trigger({title, color, level}: {title: string; color?: string; level: 'header' | 'section'}) {
  return (
    <Accordion.Header className={`mobile-menu__heading mobile-menu__heading--${level}`}>
      <Accordion.Trigger className="mobile-menu__trigger" style={color ? {color} : undefined}>
        {title}
        <ChevronIcon className="mobile-menu__chevron" />
      </Accordion.Trigger>
    </Accordion.Header>
  );
}

/** One header of the mobile menu, shaped by the spec's rules (see features/chrome/model/mobile-menu). */
export function MobileMenuHeader({view, value, onNavigate, pendingStatus}: MobileMenuHeaderProps) {
  if (view.kind === 'link') {
    return (
      <AppLink
        to={view.link.url}
        className="mobile-menu__direct mobile-menu__direct--header"
        style={view.color ? {color: view.color} : undefined}
        onClick={onNavigate}
      >
        {view.link.title}
      </AppLink>
    );
  }
  return (
    <Accordion.Item value={value} className="mobile-menu__item">
      <Trigger title={view.title} color={view.color} level="header" />
      <Accordion.Content className="mobile-menu__panel">
        {view.overview ? (
          <AppLink to={view.overview.url} className="mobile-menu__direct mobile-menu__overview" onClick={onNavigate}>
            {view.overview.title}
          </AppLink>
        ) : null}
        {view.kind === 'pending' ? (
          pendingStatus
        ) : view.kind === 'list' ? (
          <LinkList links={view.links} onNavigate={onNavigate} />
        ) : (
          <Accordion.Root type="single" collapsible className="mobile-menu__sections">
            {view.sections.map((section, index) =>
              section.kind === 'link' ? (
                <AppLink key={index} to={section.link.url} className="mobile-menu__direct" onClick={onNavigate}>
                  {section.link.title}
                </AppLink>
              ) : (
                <Accordion.Item key={index} value={`section-${index}`} className="mobile-menu__item">
                  <Trigger title={section.title} level="section" />
                  <Accordion.Content className="mobile-menu__panel">
                    <LinkList links={section.links} onNavigate={onNavigate} />
                  </Accordion.Content>
                </Accordion.Item>
              ),
            )}
          </Accordion.Root>
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}
