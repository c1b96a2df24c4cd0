import * as Dialog from '@radix-ui/react-dialog';
import {COMPARE_MAX, DIAMOND_FACTS} from '~/domain/diamond-compare';
import type {DiamondHit} from '~/domain/diamond-hit';

interface CompareDialogProps {
  compared: DiamondHit[];
  onRemove: (hit: DiamondHit) => void;
}

/** Up to four stones side by side: one column per stone, one row per fact. */
export function CompareDialog({compared, onRemove}: CompareDialogProps) {
  if (compared.length === 0) return null;
  return (
    <div className="compare-tray" role="region" aria-label="Compare diamonds">
      <span>
        {compared.length} of {COMPARE_MAX} chosen to compare
      </span>
      <Dialog.Root>
        <Dialog.Trigger className="button" disabled={compared.length < 2}>{`Compare (${compared.length})`}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="filter-drawer__overlay" />
          <Dialog.Content className="builder-dialog builder-dialog--wide" aria-describedby={undefined}>
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
    </div>
  );
}
