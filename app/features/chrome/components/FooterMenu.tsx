import type {MenuSection} from '~/features/chrome/model/menu';
import {displayTitle} from '~/features/chrome/model/menu-display';
import {FooterAccordionIsland} from './FooterAccordionIsland';
import {HydratedWhereShown} from '~/ui/HydratedWhereShown';
import {BELOW_DESKTOP_MEDIA_QUERY} from '~/config/chrome';
import {FooterSectionLinks} from './FooterSectionLinks';

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
            <FooterSectionLinks section={section} />
          </div>
        ))}
      </div>
      <HydratedWhereShown media={BELOW_DESKTOP_MEDIA_QUERY} className="footer-menu__accordions">
        <FooterAccordionIsland sections={sections} />
      </HydratedWhereShown>
    </nav>
  );
}
