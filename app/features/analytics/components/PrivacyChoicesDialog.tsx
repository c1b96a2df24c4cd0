import {useState} from 'react';
import type {PrivacyChoice} from '~/features/analytics/model/analytics-consent';
import {globalPrivacyControl, savePrivacyChoice, storedPrivacyChoice} from '~/features/analytics/privacy-choice';
import {DialogFrame} from '~/ui/DialogFrame';

const OPTIONS: {value: PrivacyChoice; label: string}[] = [
  {value: 'granted', label: 'Allow analytics and marketing cookies'},
  {value: 'withdrawn', label: 'Do not sell or share my personal information'},
];

interface PrivacyChoicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The footer's button, which is not a Radix trigger: focus goes back to it on close. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The dialog of Your Privacy Choices. Mounted afresh for each opening, so it reads the stored
 * choice and the browser's signal (both exist only on the client) when it opens.
 */
export function PrivacyChoicesDialog({open, onOpenChange, returnFocusTo}: PrivacyChoicesDialogProps) {
  const [choice, setChoice] = useState<PrivacyChoice>(() => storedPrivacyChoice() ?? 'granted');
  const [gpc] = useState(globalPrivacyControl);
  const [saved, setSaved] = useState(false);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    savePrivacyChoice(choice);
    setSaved(true);
  }

  return (
    <DialogFrame
      block="privacy-choices"
      title="Your Privacy Choices"
      closeLabel="Close privacy choices"
      describedBy="privacy-choices-note"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <p id="privacy-choices-note">
        We use analytics cookies to understand how our store is used. You can turn them off at any time.
      </p>
      {gpc ? (
        <p className="privacy-choices__gpc">
          Your browser sends a Global Privacy Control signal, so analytics stay off whatever you choose here.
        </p>
      ) : null}
      <form onSubmit={onSubmit}>
        <fieldset className="privacy-choices__options">
          <legend>Analytics cookies</legend>
          {OPTIONS.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="privacy-choice"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          Save my choice
        </button>
        <p role="status" className="privacy-choices__status">
          {saved ? 'Your choice is saved.' : ''}
        </p>
      </form>
    </DialogFrame>
  );
}
