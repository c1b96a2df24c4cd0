import {useFetcher} from 'react-router';
import {MARKETING_CONSENT_INTENT} from '~/features/account/model/marketing-consent-form';

interface PreferencesReply {
  ok?: true;
  acceptsMarketing?: boolean;
  error?: {code: string; message: string};
}

/** Communication preferences (flag communicationPreference): whether the store may email news and offers. */
export function CommunicationPreferences({acceptsMarketing}: {acceptsMarketing: boolean}) {
  const fetcher = useFetcher<PreferencesReply>();
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <section className="communication-preferences" aria-labelledby="communication-title">
      <h2 id="communication-title">Communication preferences</h2>
      <fetcher.Form method="post" action="/account/details">
        <input type="hidden" name="intent" value={MARKETING_CONSENT_INTENT} />
        <label className="communication-preferences__choice">
          <input type="checkbox" name="acceptsMarketing" defaultChecked={acceptsMarketing} />
          Email me about new pieces, offers and events
        </label>
        <p className="communication-preferences__note">You can change this at any time; order and account emails are always sent.</p>
        <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? 'Save preferences' : 'Saving…'}
        </button>
        <p role="status" className="communication-preferences__status">
          {reply?.ok ? 'Your communication preferences are saved.' : ''}
        </p>
        {reply?.error ? <p role="alert">{reply.error.message}</p> : null}
      </fetcher.Form>
    </section>
  );
}
