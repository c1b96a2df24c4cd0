import {startTransition, useRef, useState} from 'react';

/**
 * A button that opens a dialog whose code loads on demand (a `lazyIsland`): the dialog is mounted on
 * the first press and stays mounted, so it can close normally and give focus back to `trigger`.
 * `triggerProps` go on the button; `onOpen` runs on every press (an analytics event, say). The dialog
 * renders in a transition: the press paints at once and the dialog's render yields to the browser,
 * instead of one long task between the press and the next paint (INP).
 */
export function useLazyDialog(onOpen?: () => void) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onClick: () => {
      startTransition(() => {
        setRequested(true);
        setOpen(true);
      });
      onOpen?.();
    },
  };
  return {open, setOpen, requested, trigger, triggerProps};
}
