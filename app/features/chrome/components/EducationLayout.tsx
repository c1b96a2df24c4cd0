import {NavLink} from 'react-router';
import {EDUCATION_BASE_PATH, EDUCATION_TABS} from '~/config/site-links';

/**
 * Spec §2 diamond-education layout: two tab buttons above the content. Each tab is its own URL, so
 * they are links marked with the current page rather than an ARIA tab widget.
 */
export function EducationLayout({children}: {children: React.ReactNode}) {
  return (
    <div className="layout-education" data-layout="diamond-education">
      <p className="eyebrow">Diamond education</p>
      <nav aria-label="Diamond education" className="education-tabs">
        {EDUCATION_TABS.map((tab) => (
          <NavLink key={tab.topic} to={`${EDUCATION_BASE_PATH}/${tab.topic}`} className="education-tabs__tab" prefetch="intent">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="layout-education__content">{children}</div>
    </div>
  );
}
