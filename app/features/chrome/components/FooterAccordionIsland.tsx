import type {MenuSection} from '~/features/chrome/model/menu';
import {displayTitle} from '~/features/chrome/model/menu-display';
import {serverRenderedIsland} from '~/ui/server-rendered-island';

// Radix Accordion stays out of the first load: the server renders the closed accordions into the
// document and the browser hydrates them when this code arrives, just after the page.
const FooterAccordion = serverRenderedIsland(() => import('./FooterAccordion').then((m) => m.FooterAccordion));

/** The footer's mobile accordions as an island. */
export function FooterAccordionIsland({sections}: {sections: MenuSection[]}) {
  return <FooterAccordion.Island sections={sections} fallback={<SectionTitles sections={sections} />} />;
}

/** The accordions' headings, closed, while their code loads. */
function SectionTitles({sections}: {sections: MenuSection[]}) {
  return (
    <div className="footer-menu__accordion">
      {sections.map((section, index) => (
        <div key={index} className="footer-menu__item">
          <h3 className="footer-menu__title">{displayTitle(section)}</h3>
        </div>
      ))}
    </div>
  );
}
