import {Link} from 'react-router';

export function SiteFooter({shopName}: {shopName: string}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Legal">
          <Link to="/support/privacy-policy">Privacy Policy</Link>
          <Link to="/support/terms-of-service">Terms of Service</Link>
        </nav>
        <p>All rights Reserved</p>
        <p>© 2023 {shopName}</p>
      </div>
    </footer>
  );
}
