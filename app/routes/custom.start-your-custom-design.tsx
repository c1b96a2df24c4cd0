import {useEffect, useRef, useState} from 'react';
import {useFetcher, type MetaFunction} from 'react-router';
import {parseCustomDesign, type CustomDesignErrors} from '~/features/engagement/model/custom-design-request';
import {CustomDesignFields} from '~/features/engagement/components/CustomDesignFields';

export const meta: MetaFunction = () => [{title: 'Start your custom design'}];

type Answer = {ok: true} | {error: {code: string; message: string}; fieldErrors?: CustomDesignErrors};

export default function CustomDesignStart() {
  const fetcher = useFetcher<Answer>();
  const form = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<CustomDesignErrors>({});
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = {...(answer && 'fieldErrors' in answer ? answer.fieldErrors : {}), ...clientErrors};
  const sent = answer && 'ok' in answer;

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [clientErrors, answer]);

  if (sent) {
    return (
      <div className="custom-design" role="status">
        <h1>Thank you</h1>
        <p>We have your custom design request. A jewelry specialist will reply by email within two business days.</p>
      </div>
    );
  }

  return (
    <div className="custom-design">
      <h1>Start your custom design</h1>
      <p>Looking for a stone larger or smaller than our settings fit, or a ring of your own design? Tell us about it.</p>
      <fetcher.Form
        ref={form}
        method="post"
        action="/api/custom-design"
        noValidate
        className="custom-design__form"
        onSubmit={(event) => {
          const checked = parseCustomDesign(Object.fromEntries(new FormData(event.currentTarget)));
          setClientErrors(checked.ok ? {} : checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      >
        <CustomDesignFields errors={errors} />
        {answer && 'error' in answer ? (
          <p className="form-error" role="alert">
            {answer.error.message}
          </p>
        ) : null}
        <button type="submit" className="button" aria-busy={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? 'Send my request' : 'Sending…'}
        </button>
      </fetcher.Form>
    </div>
  );
}
