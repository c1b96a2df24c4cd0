import {useState} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type {PrivacyChoice} from '~/domain/analytics-consent';
import {globalPrivacyControl, savePrivacyChoice, storedPrivacyChoice} from '~/lib/analytics-consent';
import {CloseIcon} from '~/components/ui/icons';

const OPTIONS: {value: PrivacyChoice; label: string}[] = [
  {value: 'granted', label: 'Allow analytics and marketing cookies'},
  {value: 'withdrawn', label: 'Do not sell or share my personal information'},
];

/** Spec §7 consent control: the footer's Your Privacy Choices, remembered in this browser. */
export function PrivacyChoices() {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<PrivacyChoice>('granted');
  const [gpc, setGpc] = useState(false);
  const [saved, setSaved] = useState(false);

  function onOpenChange(next: boolean) {
    if (next) {
      // Read when opened: the stored choice and the browser's signal exist only on the client.
      setChoice(storedPrivacyChoice() ?? 'granted');
      setGpc(globalPrivacyControl());
      setSaved(false);
    }
    setOpen(next);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    savePrivacyChoice(choice);
    setSaved(true);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="link-button privacy-choices__trigger">Your Privacy Choices</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="privacy-choices__overlay" />
        <Dialog.Content className="privacy-choices" aria-describedby="privacy-choices-note">
          <div className="privacy-choices__bar">
            <Dialog.Title className="privacy-choices__title">Your Privacy Choices</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close privacy choices">
              <CloseIcon />
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
