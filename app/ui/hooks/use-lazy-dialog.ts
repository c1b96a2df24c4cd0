import {useRef, useState} from 'react';

/**
 * A button that opens a dialog whose code loads on demand (a `lazyIsland`): the dialog is mounted on
 * the first press and stays mounted, so it can close normally and give focus back to `trigger`.
 * `triggerProps` go on the button; `onOpen` runs on every press (an analytics event, say).
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
      setRequested(true);
      setOpen(true);
      onOpen?.();
    },
  };
  return {open, setOpen, requested, trigger, triggerProps};
}
