import * as Accordion from '@radix-ui/react-accordion';
import type {MenuSection} from '~/domain/menu';
import {displayTitle, displayUrl} from '~/domain/menu-display';
import {AppLink} from '~/components/ui/AppLink';
import {ChevronIcon} from '~/components/ui/icons';

function SectionLinks({section}: {section: MenuSection}) {
  return (
    <ul className="footer-menu__links">
      {section.items.map((leaf, index) => (
        <li key={index}>
          <AppLink to={displayUrl(leaf)}>{displayTitle(leaf)}</AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Menu sections flagged showInFooter: columns on large screens, collapsible accordions on mobile.
 * Both are rendered and CSS shows one, so the server needs no viewport guess.
 */
export function FooterMenu({sections}: {sections: MenuSection[]}) {
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Footer" className="footer-menu">
      <div className="footer-menu__columns">
        {sections.map((section, index) => (
          <div key={index} className="footer-menu__column">
            <h2 className="footer-menu__title">{displayTitle(section)}</h2>
            <SectionLinks section={section} />
          </div>
        ))}
      </div>
      <Accordion.Root type="multiple" className="footer-menu__accordion">
        {sections.map((section, index) => (
          <Accordion.Item key={index} value={`footer-${index}`} className="footer-menu__item">
            <Accordion.Header className="footer-menu__title">
              <Accordion.Trigger className="footer-menu__trigger">
                {displayTitle(section)}
                <ChevronIcon className="footer-menu__chevron" />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="footer-menu__panel">
              <SectionLinks section={section} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </nav>
  );
}
