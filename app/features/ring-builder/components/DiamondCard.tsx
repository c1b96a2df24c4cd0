import {priorityImageAttributes} from '~/ui/image-loading';
import {memo} from 'react';
import {formatMoney} from '~/features/catalog/model/money';
import {colorText} from '~/features/ring-builder/model/diamond-grades';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {squareImageSources} from '~/ui/catalog-image-url';
import {DiamondDetails} from './DiamondDetails';
import {useMonthlyPayment} from '~/features/ring-builder/hooks/use-monthly-payment';

interface DiamondCardProps {
  hit: DiamondHit;
  imageOrigin: string | null;
  selected: boolean;
  onSelect: (hit: DiamondHit) => void;
  compared: boolean;
  /** False once four stones are compared, for the stones not among them. */
  canCompare: boolean;
  onToggleCompare: (hit: DiamondHit) => void;
  /**
   * Cards of the first rows load their image at once (the page's largest paint is among them), those
   * of the first row on a phone ahead of other images. Every image decodes off the frame that first
   * paints the page (with the default, Chromium held that frame ~2 s in Lighthouse's observed load).
   */
  image?: 'high' | 'eager' | 'lazy';
}

/** Memoised: a change elsewhere in the step (filters, another card's compare box) does not re-render every card. */
export const DiamondCard = memo(function DiamondCard({hit, imageOrigin, selected, onSelect, compared, canCompare, onToggleCompare, image = 'lazy'}: DiamondCardProps) {
  const title = `${hit.carat.toFixed(2)} ct ${hit.shape}`;
  const monthly = useMonthlyPayment()(hit.total_sales_price);
  const picture = squareImageSources(hit.imagePath, imageOrigin, 120);
  return (
    <li className="diamond-card" data-testid="diamond-result" data-price={hit.total_sales_price} data-carat={hit.carat} data-shape={hit.shape}>
      <img src={picture?.src ?? ''} srcSet={picture?.srcSet} alt="" width={120} height={120} loading={image === 'lazy' ? 'lazy' : 'eager'} {...(image === 'high' ? priorityImageAttributes : {})} decoding="async" />
      <h3 className="diamond-card__title">{title}</h3>
      <p className="diamond-card__grades">
        {colorText(hit.color)} color · {hit.clarity} clarity · {hit.cut} cut
      </p>
      <p className="diamond-card__meta">
        {hit.lab ? `${hit.lab} · ` : ''}Stock {hit.stockNumber}
      </p>
      <p className="diamond-card__price">{formatMoney({amount: String(hit.total_sales_price), currencyCode: 'USD'})}</p>
      {monthly ? <p className="diamond-card__monthly">{monthly}</p> : null}
      <button type="button" className="button diamond-card__select" aria-pressed={selected} aria-label={`${selected ? 'Selected' : 'Select'} ${title}, stock ${hit.stockNumber}`} onClick={() => onSelect(hit)}>
        {selected ? 'Selected' : 'Select'}
      </button>
      <div className="diamond-card__extras">
        <DiamondDetails hit={hit} title={title} onSelect={onSelect} />
        <label className="diamond-card__compare">
          <input type="checkbox" checked={compared} disabled={!compared && !canCompare} onChange={() => onToggleCompare(hit)} aria-label={`Compare ${title}, stock ${hit.stockNumber}`} />
          Compare
        </label>
      </div>
    </li>
  );
});
