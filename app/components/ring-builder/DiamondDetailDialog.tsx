import * as Dialog from '@radix-ui/react-dialog';
import {DIAMOND_FACTS} from '~/domain/diamond-compare';
import type {DiamondHit} from '~/domain/diamond-hit';
import {pushDataLayerEvent} from '~/lib/analytics';
import {useMonthlyPayment} from './use-monthly-payment';

const TYPE_LABELS: Record<DiamondHit['type'], string> = {natural: 'Natural Diamond', lab: 'Lab Diamond', moissanite: 'Moissanite'};

/** Spec §7 viewContent: opening a stone's detail is viewing it, as a product page is. */
function pushViewContent(hit: DiamondHit, title: string) {
  pushDataLayerEvent({
    event: 'viewContent',
    contentIds: [hit.productId ?? hit.variantId],
    contentName: title,
    contentType: TYPE_LABELS[hit.type],
    value: hit.total_sales_price,
    currency: 'USD',
  });
}

interface DiamondDetailDialogProps {
  hit: DiamondHit;
  title: string;
  onSelect: (hit: DiamondHit) => void;
}

/** All grades and measurements, the certificate, the price and its instalment, with the select button. */
export function DiamondDetailDialog({hit, title, onSelect}: DiamondDetailDialogProps) {
  const monthly = useMonthlyPayment()(hit.total_sales_price);
  return (
    <Dialog.Root onOpenChange={(open) => open && pushViewContent(hit, title)}>
      <Dialog.Trigger className="builder-link" aria-label={`Details of ${title}, stock ${hit.stockNumber}`}>
        Details
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="filter-drawer__overlay" />
        <Dialog.Content className="builder-dialog" aria-describedby={undefined}>
          <div className="filter-drawer__header">
            <Dialog.Title className="filter-drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="filter-drawer__close" aria-label="Close details">
              ×
            </Dialog.Close>
          </div>
          <dl className="diamond-facts">
            {DIAMOND_FACTS.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value(hit)}</dd>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
