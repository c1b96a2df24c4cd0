import {DialogFrame} from '~/ui/DialogFrame';
import {DIAMOND_FACTS} from '~/features/ring-builder/model/diamond-compare';
import {DiamondFactValue} from './DiamondFactValue';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';

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
    <DialogFrame
      block="filter-drawer"
      className="builder-dialog builder-dialog--wide"
      title="Compare diamonds"
      closeLabel="Close compare"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
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
                  <td key={hit.objectID}>
                    <DiamondFactValue fact={fact} hit={hit} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DialogFrame>
  );
}
