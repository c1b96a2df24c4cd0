import * as Dialog from '@radix-ui/react-dialog';
import {DiamondFilterPanel} from './DiamondFilterPanel';

interface FilterDrawerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClearAll: () => void;
  /** The `Filters (N)` button, which is not a Radix trigger: focus goes back to it on close. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** The bottom drawer holding every diamond filter (Radix Dialog traps focus). */
export function FilterDrawerDialog({open, onOpenChange, onClearAll, returnFocusTo}: FilterDrawerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="filter-drawer__overlay" />
        <Dialog.Content
          className="filter-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="filter-drawer__header">
            <Dialog.Title className="filter-drawer__title">Filters</Dialog.Title>
            <Dialog.Close className="filter-drawer__close" aria-label="Close filters">
              ×
            </Dialog.Close>
          </div>
          <div className="filter-drawer__body">
            <DiamondFilterPanel />
          </div>
          <div className="filter-drawer__actions">
            <button type="button" className="button builder-secondary" onClick={onClearAll}>
              Clear all
            </button>
            <Dialog.Close className="button">View Results</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
