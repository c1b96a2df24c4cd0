import * as Dialog from '@radix-ui/react-dialog';
import {useState} from 'react';
import {DiamondFilterPanel} from './DiamondFilterPanel';

interface FilterDrawerProps {
  activeCount: number;
  onClearAll: () => void;
}

/** Below 1024 px the filters live in a bottom drawer behind `Filters (N)` (spec §2). */
export function FilterDrawer({activeCount, onClearAll}: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button builder-secondary filter-drawer__trigger">{`Filters (${activeCount})`}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="filter-drawer__overlay" />
        <Dialog.Content className="filter-drawer" aria-describedby={undefined}>
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
