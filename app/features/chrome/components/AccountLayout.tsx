import {Form, NavLink} from 'react-router';
import {ACCOUNT_LINKS, ACCOUNT_LOGOUT_PATH} from '~/config/site-links';

/** Spec §2 account layout: My Orders, My Wishlist (Coming Soon), Account Details, Logout. */
export function AccountLayout({children}: {children: React.ReactNode}) {
  return (
    <div className="layout-sidebar" data-layout="account">
      <nav aria-label="Account" className="layout-sidebar__nav">
        <ul>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>
                {link.label}
                {link.comingSoon ? <span className="tag">Coming Soon</span> : null}
              </NavLink>
            </li>
          ))}
          <li>
            {/* Signing out changes state, so it is a POST, never a link a crawler could follow. */}
            <Form method="post" action={ACCOUNT_LOGOUT_PATH}>
              <button type="submit" className="layout-sidebar__action">
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div className="layout-sidebar__content">{children}</div>
    </div>
  );
}
