import {Link} from 'react-router';
import {SUPPORT_LINKS} from '~/config/site-links';

/** A real 404 inside the full chrome, with ways on besides the menu. */
export function NotFoundPage() {
  return (
    <section className="error-page" aria-labelledby="error-title" data-testid="not-found">
      <p className="eyebrow">Error 404</p>
      <h1 id="error-title">We could not find that page</h1>
      <p>The page may have moved, or the link may be mistyped.</p>
      <Link className="button" to="/">
        Return Home
      </Link>
      <nav aria-label="Helpful links" className="error-page__links">
        <Link to="/shop/collections/engagement-rings">Engagement rings</Link>
        <Link to="/learn/diamond/attributes">Diamond education</Link>
        {SUPPORT_LINKS.filter((link) => link.to.endsWith('/faq') || link.to.endsWith('/contact')).map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
