import * as Accordion from '@radix-ui/react-accordion';
import type {MenuSection} from '~/features/chrome/model/menu';
import {displayTitle} from '~/features/chrome/model/menu-display';
import {ChevronIcon} from '~/ui/icons';
import {FooterSectionLinks} from './FooterSectionLinks';

/** The footer's menu sections as collapsible accordions (shown on mobile). */
export function FooterAccordion({sections}: {sections: MenuSection[]}) {
  return (
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
            <FooterSectionLinks section={section} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
