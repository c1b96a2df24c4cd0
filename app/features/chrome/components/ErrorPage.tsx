import {Link} from 'react-router';
import {REQUEST_ID_ATTRIBUTE} from '~/platform/error-reporting/request-id-context';

/**
 * What a shopper sees when something fails: an apology, a reference to quote (the same id is in
 * the log and the error report) and a way home.
 */
export function ErrorPage({status, reference}: {status: number; reference: string | null}) {
  return (
    <section className="error-page" aria-labelledby="error-title" data-testid="error-page">
      <p className="eyebrow">Error {status}</p>
      <h1 id="error-title">Something went wrong</h1>
      <p>Please try again in a moment. If it keeps happening, contact us.</p>
      {reference ? (
        <p className="error-page__reference">
          Reference: <code {...{[REQUEST_ID_ATTRIBUTE]: reference}}>{reference}</code>
        </p>
      ) : null}
      <Link className="button" to="/" reloadDocument>
        Return Home
      </Link>
      <nav aria-label="Helpful links" className="error-page__links">
        <Link to="/support/contact" reloadDocument>
          Contact us
        </Link>
      </nav>
    </section>
  );
}
