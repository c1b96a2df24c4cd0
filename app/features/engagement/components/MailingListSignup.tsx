import {Suspense, useState} from 'react';
import {EMAIL_SIGNUP_FORM_ID} from '~/config/site-links';
import {openEmailSignupForm} from '~/features/engagement/email-marketing';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';

// The inline form (and the validation it shares with the server) loads only when needed.
const EmailSignupFallback = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('~/features/engagement/components/EmailSignupFallback').then((m) => m.EmailSignupFallback));

/** Sign Up opens the email-marketing form when its script has loaded; otherwise an inline form. */
export function MailingListSignup() {
  const [inline, setInline] = useState(false);
  return (
    <section className="mailing-list" aria-labelledby="mailing-list-title">
      <h2 id="mailing-list-title" className="mailing-list__title">
        Join Our Mailing List
      </h2>
      <p>New collections, private events and offers, a few times a month.</p>
      {inline ? (
        <Suspense fallback={null}>
          <EmailSignupFallback.Component />
        </Suspense>
      ) : (
        <button
          type="button"
          className="button button--light"
          onPointerEnter={() => void EmailSignupFallback.preload()}
          onClick={() => setInline(!openEmailSignupForm(EMAIL_SIGNUP_FORM_ID))}
        >
          Sign Up
        </button>
      )}
    </section>
  );
}
