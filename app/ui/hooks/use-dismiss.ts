import {useEffect, type RefObject} from 'react';

/**
 * Closes a disclosure (a tooltip, a popover) while it is open: on Escape anywhere, and on a press
 * outside its parts (the toggle and its panel). Escape says so, so the caller can return focus.
 */
export function useDismiss(open: boolean, parts: readonly RefObject<HTMLElement | null>[], onDismiss: (how: 'escape' | 'outside') => void) {
  useEffect(() => {
    if (!open) return;
    // Caught on the way down, before a dialog around the disclosure hears it: one Escape closes one thing.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onDismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      if (!parts.some((part) => part.current?.contains(event.target as Node))) onDismiss('outside');
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, parts, onDismiss]);
}
