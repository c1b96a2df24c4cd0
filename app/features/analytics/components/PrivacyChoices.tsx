import {Suspense, useRef, useState} from 'react';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';

const PrivacyChoicesDialog = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./PrivacyChoicesDialog').then((m) => m.PrivacyChoicesDialog));

/**
 * Spec §7 consent control: the footer's Your Privacy Choices, remembered in this browser. The
 * button is server-rendered; the dialog's code loads when the browser is idle, or on the first press.
 */
export function PrivacyChoices() {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  PrivacyChoicesDialog.usePreloadWhenIdle();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="link-button privacy-choices__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
      >
        Your Privacy Choices
      </button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <PrivacyChoicesDialog.Component key={openings} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
