import {NavLink} from 'react-router';
import {SUPPORT_LINKS} from '~/config/site-links';
import {BookAppointmentLink} from '~/features/engagement/components/BookAppointmentLink';

/** Spec §2 support layout: the five support links (a sidebar from 1024px, above content below). */
export function SupportLayout({children}: {children: React.ReactNode}) {
  return (
    <div className="layout-sidebar" data-layout="support">
      <nav aria-label="Support" className="layout-sidebar__nav">
        <ul>
          {SUPPORT_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} prefetch="intent">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="layout-sidebar__content">
        {children}
        <BookAppointmentLink />
      </div>
    </div>
  );
}
