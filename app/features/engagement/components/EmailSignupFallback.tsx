import {useEffect, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {parseEmailSignup} from '~/features/engagement/model/email-signup-request';

interface SignupReply {
  ok?: true;
  error?: {code: string; message: string};
}

/** The inline form Sign Up falls back to when the email-marketing script is not loaded. */
export function EmailSignupFallback() {
  const fetcher = useFetcher<SignupReply>();
  const [clientError, setClientError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = clientError ?? reply?.error?.message ?? null;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  if (reply?.ok) {
    return (
      <p role="status" className="mailing-list__status">
        Thank you for signing up.
      </p>
    );
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseEmailSignup(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.ok) {
      event.preventDefault();
      setClientError(parsed.error);
      return;
    }
    setClientError(null);
  }

  return (
    <fetcher.Form method="post" action="/api/email-signup" noValidate onSubmit={onSubmit} className="mailing-list__form">
      <label htmlFor="mailing-list-email">Email address</label>
      <input
        ref={inputRef}
        id="mailing-list-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'mailing-list-error' : undefined}
      />
      <button type="submit" className="button button--light" disabled={fetcher.state !== 'idle'}>
        {fetcher.state === 'idle' ? 'Subscribe' : 'Subscribing…'}
      </button>
      {error ? (
        <p id="mailing-list-error" role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
