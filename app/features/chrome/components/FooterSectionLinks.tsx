import type {MenuSection} from '~/features/chrome/model/menu';
import {displayTitle, displayUrl} from '~/features/chrome/model/menu-display';
import {AppLink} from '~/ui/AppLink';

/** A footer menu section's links, in a column or inside its accordion. */
export function FooterSectionLinks({section}: {section: MenuSection}) {
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
