import {DialogFrame} from '~/ui/DialogFrame';
import {DIAMOND_FACTS} from '~/features/ring-builder/model/diamond-compare';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {useMonthlyPayment} from '~/features/ring-builder/hooks/use-monthly-payment';
import {DiamondFactValue} from './DiamondFactValue';

interface DiamondDetailDialogProps {
  hit: DiamondHit;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (hit: DiamondHit) => void;
  /** The Details button, which is not a Radix trigger: focus goes back to it on close. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** All grades and measurements, the certificate, the price and its instalment, with the select button. */
export function DiamondDetailDialog({hit, title, open, onOpenChange, onSelect, returnFocusTo}: DiamondDetailDialogProps) {
  const monthly = useMonthlyPayment()(hit.total_sales_price);
  return (
    <DialogFrame
      block="filter-drawer"
      className="builder-dialog"
      title={title}
      closeLabel="Close details"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <dl className="diamond-facts">
        {DIAMOND_FACTS.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>
              <DiamondFactValue fact={fact} hit={hit} />
            </dd>
          </div>
        ))}
      </dl>
      {monthly ? (
        <p className="diamond-card__monthly" data-testid="diamond-detail-monthly">
          {monthly}
        </p>
      ) : null}
      <div className="filter-drawer__actions">
        <button type="button" className="button" onClick={() => onSelect(hit)}>
          Select this diamond
        </button>
      </div>
    </DialogFrame>
  );
}
