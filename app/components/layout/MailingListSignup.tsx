import {useState} from 'react';
import {EMAIL_SIGNUP_FORM_ID} from '~/config/site-links';
import {openEmailSignupForm} from '~/lib/email-marketing';

/** Sign Up opens the email-marketing form when its script has loaded; otherwise it says so. */
export function MailingListSignup() {
  const [unavailable, setUnavailable] = useState(false);
  return (
    <section className="mailing-list" aria-labelledby="mailing-list-title">
      <h2 id="mailing-list-title" className="mailing-list__title">
        Join Our Mailing List
      </h2>
      <p>New collections, private events and offers, a few times a month.</p>
      <button type="button" className="button button--light" onClick={() => setUnavailable(!openEmailSignupForm(EMAIL_SIGNUP_FORM_ID))}>
        Sign Up
      </button>
      <p role="status" className="mailing-list__status">
        {unavailable ? 'Sign-up is not available right now. Please try again later.' : ''}
      </p>
    </section>
  );
}
