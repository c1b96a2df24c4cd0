import type {MenuSection} from '~/features/chrome/model/menu';
import {displayTitle} from '~/features/chrome/model/menu-display';
import {ChevronIcon} from '~/ui/icons';
import {FooterSectionLinks} from './FooterSectionLinks';

/**
 * Menu sections flagged showInFooter: columns on large screens, collapsible sections on mobile.
 * Both are rendered and CSS shows one, so the server needs no viewport guess. The mobile sections
 * are native disclosures (`<details>`): they open and close with no script to load or hydrate.
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
      <div className="footer-menu__accordions">
        {sections.map((section, index) => (
          <details key={index} className="footer-menu__item">
            <summary className="footer-menu__trigger">
              <span className="footer-menu__title">{displayTitle(section)}</span>
              <ChevronIcon className="footer-menu__chevron" />
            </summary>
            <FooterSectionLinks section={section} />
          </details>
        ))}
      </div>
    </nav>
  );
}
