import {useEffect, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {HINT_MESSAGE_MAX, parseHintRequest, type HintField} from '~/features/engagement/model/hint-request';
import {pushDataLayerEvent} from '~/features/analytics/data-layer';
import {DialogFrame} from '~/ui/DialogFrame';
import {FormField} from '~/ui/FormField';
import type {HintedPiece} from '~/features/engagement/model/hint-piece';

interface HintReply {
  ok?: true;
  error?: {code: string; message: string};
  fieldErrors?: Partial<Record<HintField, string>>;
}

const FIELDS: {name: HintField; label: string; type: 'text' | 'email' | 'textarea'; autoComplete?: string}[] = [
  {name: 'recipientName', label: 'Their name', type: 'text', autoComplete: 'off'},
  {name: 'recipientEmail', label: 'Their email', type: 'email', autoComplete: 'off'},
  {name: 'senderName', label: 'Your name', type: 'text', autoComplete: 'name'},
  {name: 'message', label: 'Message (optional)', type: 'textarea'},
];

export interface DropAHintDialogProps {
  piece: HintedPiece;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus returns there when it closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The drop a hint dialog and its form. It stays mounted once opened, so a sent hint still shows
 * its confirmation when the shopper opens the dialog again.
 */
export function DropAHintDialog({piece, open, onOpenChange, trigger}: DropAHintDialogProps) {
  const fetcher = useFetcher<HintReply>();
  const [clientErrors, setClientErrors] = useState<Partial<Record<HintField, string>>>({});
  const reported = useRef<HintReply | null>(null);
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const sent = reply?.ok === true;
  const errors = {...reply?.fieldErrors, ...clientErrors};

  useEffect(() => {
    // One event per delivered hint, however often this renders.
    if (reply?.ok && reported.current !== reply) {
      reported.current = reply;
      pushDataLayerEvent({event: 'drop_a_hint_submitted'});
    }
  }, [reply]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = parseHintRequest(fields);
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.errors);
      return;
    }
    setClientErrors({});
  }

  return (
    <DialogFrame
      block="privacy-choices"
      title="Drop a hint"
      closeLabel="Close drop a hint"
      describedBy="drop-a-hint-note"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={trigger}
    >
      <p id="drop-a-hint-note">We will send them a link to {piece.productTitle}. The price stays a secret.</p>
      {sent ? (
        <p role="status" className="drop-a-hint__sent">
          Your hint is on its way.
        </p>
      ) : (
        <fetcher.Form method="post" action="/api/drop-a-hint" noValidate onSubmit={onSubmit} className="drop-a-hint__form">
          <input type="hidden" name="productId" value={piece.productId} />
          {piece.ring ? (
            <>
              <input type="hidden" name="ringPath" value={piece.ring.path} />
              <input type="hidden" name="stoneShape" value={piece.ring.stoneShape} />
            </>
          ) : null}
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`hint-${field.name}`}
              name={field.name}
              label={field.label}
              error={errors[field.name]}
              className="drop-a-hint__field"
            >
              {(control) =>
                field.type === 'textarea' ? (
                  <textarea {...control} rows={3} maxLength={HINT_MESSAGE_MAX} />
                ) : (
                  <input {...control} type={field.type} autoComplete={field.autoComplete} required />
                )
              }
            </FormField>
          ))}
          {reply?.error && !reply.fieldErrors ? (
            <p role="alert" className="form-error">
              {reply.error.message}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
            {fetcher.state === 'idle' ? 'Send hint' : 'Sending…'}
          </button>
        </fetcher.Form>
      )}
    </DialogFrame>
  );
}
