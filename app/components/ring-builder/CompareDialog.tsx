import * as Dialog from '@radix-ui/react-dialog';
import {DIAMOND_FACTS} from '~/domain/diamond-compare';
import type {DiamondHit} from '~/domain/diamond-hit';

interface CompareDialogProps {
  compared: DiamondHit[];
  onRemove: (hit: DiamondHit) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Compare button, which is not a Radix trigger: focus goes back to it on close. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** Up to four stones side by side: one column per stone, one row per fact. */
export function CompareDialog({compared, onRemove, open, onOpenChange, returnFocusTo}: CompareDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="filter-drawer__overlay" />
        <Dialog.Content
          className="builder-dialog builder-dialog--wide"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="filter-drawer__header">
            <Dialog.Title className="filter-drawer__title">Compare diamonds</Dialog.Title>
            <Dialog.Close className="filter-drawer__close" aria-label="Close compare">
              ×
            </Dialog.Close>
          </div>
          <div className="compare-table__scroll">
            <table className="compare-table">
              <thead>
                <tr>
                  <td />
                  {compared.map((hit) => (
                    <th key={hit.objectID} scope="col">
                      {hit.carat.toFixed(2)} ct {hit.shape}
                      <button type="button" className="builder-link" onClick={() => onRemove(hit)} aria-label={`Remove ${hit.stockNumber} from compare`}>
                        Remove
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {DIAMOND_FACTS.map((fact) => (
                  <tr key={fact.label}>
                    <th scope="row">{fact.label}</th>
                    {compared.map((hit) => (
                      <td key={hit.objectID}>{fact.value(hit)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
