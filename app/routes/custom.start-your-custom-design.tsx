import {useEffect, useRef, useState} from 'react';
import {data, useActionData, useFetcher, type ActionFunctionArgs, type LinksFunction, type MetaFunction} from 'react-router';
import {customDesignValues, parseCustomDesign, type CustomDesignErrors, type CustomDesignValues} from '~/features/engagement/model/custom-design-request';
import {CustomDesignFields} from '~/features/engagement/components/CustomDesignFields';
import {submitCustomDesign} from '~/features/engagement/custom-design.server';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';

export const handle: RouteHandle = {sheets: ['engagement']};

export const links: LinksFunction = () => routeSheetLinks(handle);

export const meta: MetaFunction = () => [{title: 'Start your custom design'}];

/**
 * Without JavaScript the form posts here, and the answer is this page again: thanks, or what to fix
 * with what the shopper typed still in the fields.
 */
export async function action(args: ActionFunctionArgs) {
  const sent = await args.request.clone().formData().catch(() => null);
  const answer = await submitCustomDesign(args);
  if (!sent || 'ok' in answer.data) return answer;
  return data({...answer.data, values: customDesignValues(sent)}, answer.init ?? undefined);
}

type Answer = {ok: true} | {error: {code: string; message: string}; fieldErrors?: CustomDesignErrors; values?: CustomDesignValues};

export default function CustomDesignStart() {
  const fetcher = useFetcher<Answer>();
  const form = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<CustomDesignErrors>({});
  const pageAnswer = useActionData<Answer>();
  const answer = fetcher.state === 'idle' ? (fetcher.data ?? pageAnswer) : undefined;
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
      {/* A plain post to this page without JavaScript; with it, a checked post to the resource route. */}
      <form
        ref={form}
        method="post"
        noValidate
        className="custom-design__form"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = parseCustomDesign(Object.fromEntries(new FormData(event.currentTarget)));
          setClientErrors(checked.ok ? {} : checked.errors);
          if (checked.ok) void fetcher.submit(event.currentTarget, {method: 'post', action: '/api/custom-design'});
        }}
      >
        <CustomDesignFields errors={errors} values={pageAnswer && 'values' in pageAnswer ? pageAnswer.values : undefined} />
        {answer && 'error' in answer ? (
          <p className="form-error" role="alert">
            {answer.error.message}
          </p>
        ) : null}
        <button type="submit" className="button" aria-busy={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? 'Send my request' : 'Sending…'}
        </button>
      </form>
    </div>
  );
}
