import * as Dialog from '@radix-ui/react-dialog';
import {DialogFrame} from '~/ui/DialogFrame';
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
    <DialogFrame
      block="filter-drawer"
      title="Filters"
      closeLabel="Close filters"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <div className="filter-drawer__body">
        <DiamondFilterPanel />
      </div>
      <div className="filter-drawer__actions">
        <button type="button" className="button builder-secondary" onClick={onClearAll}>
          Clear all
        </button>
        <Dialog.Close className="button">View Results</Dialog.Close>
      </div>
    </DialogFrame>
  );
}
