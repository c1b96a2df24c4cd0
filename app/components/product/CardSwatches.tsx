import {Link} from 'react-router';
import type {CardSwatch} from '~/domain/card-swatches';
import {swatchOverflow} from '~/domain/swatch-overflow';
import {PRODUCT_CARD_SWATCH_COUNT} from '~/config/catalog';

interface CardSwatchesProps {
  swatches: readonly CardSwatch[];
  selectedId: string | null;
  onSelect: (swatch: CardSwatch) => void;
  productTitle: string;
  productHref: string;
}

/** Spec §2: the first three swatches, then `+N more` leading to the product page. */
export function CardSwatches({swatches, selectedId, onSelect, productTitle, productHref}: CardSwatchesProps) {
  const {shown, moreLabel, more} = swatchOverflow(swatches, PRODUCT_CARD_SWATCH_COUNT);
  if (shown.length === 0) return null;
  return (
    <div className="card-swatches" role="group" aria-label={`${productTitle} colours`}>
      {shown.map((swatch) => (
        <button
          key={swatch.variantId}
          type="button"
          className="card-swatches__swatch"
          aria-label={swatch.label}
          aria-pressed={swatch.variantId === selectedId}
          title={swatch.label}
          onClick={() => onSelect(swatch)}
        >
          <span className="card-swatches__color" style={{backgroundColor: swatch.color}} />
        </button>
      ))}
      {moreLabel ? (
        <Link to={productHref} className="card-swatches__more" aria-label={`${more} more colours of ${productTitle}`}>
          {moreLabel}
        </Link>
      ) : null}
    </div>
  );
}
