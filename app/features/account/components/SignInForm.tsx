import {useEffect, useRef} from 'react';
import {Form, useNavigation} from 'react-router';
import type {SignInField} from '~/features/account/model/sign-in-input';

export interface SignInFeedback {
  formError?: string;
  fieldErrors?: Partial<Record<SignInField, string>>;
}

/** Email and password; a refused sign-in is announced and takes focus so it is not missed. */
export function SignInForm({returnTo, feedback}: {returnTo: string; feedback?: SignInFeedback}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/account/login');
  const alertRef = useRef<HTMLParagraphElement>(null);
  const fieldErrors = feedback?.fieldErrors ?? {};

  useEffect(() => {
    if (feedback?.formError) alertRef.current?.focus();
  }, [feedback]);

  return (
    <Form method="post" className="sign-in__form" noValidate>
      <input type="hidden" name="returnTo" value={returnTo} />
      {feedback?.formError ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className="form-error">
          {feedback.formError}
        </p>
      ) : null}
      <div className="sign-in__field">
        <label htmlFor="sign-in-email">Email</label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? 'sign-in-email-error' : undefined}
        />
        {fieldErrors.email ? (
          <p id="sign-in-email-error" className="form-error">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className="sign-in__field">
        <label htmlFor="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? 'sign-in-password-error' : undefined}
        />
        {fieldErrors.password ? (
          <p id="sign-in-password-error" className="form-error">
            {fieldErrors.password}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </Form>
  );
}
