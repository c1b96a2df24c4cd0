import {Link} from 'react-router';
import type {CardSwatchView} from '~/features/catalog/model/product-card-view';
import {moreSwatchesLabel, moreSwatchesName} from '~/features/catalog/model/swatch-overflow';

interface CardSwatchesProps {
  /** The swatches shown; the loader kept only the first three (spec §9). */
  swatches: readonly CardSwatchView[];
  /** Swatches left over, summed up as `+N more` leading to the product page. */
  more: number;
  selected: CardSwatchView | null;
  onSelect: (swatch: CardSwatchView) => void;
  productTitle: string;
  productHref: string;
}

/** Spec §2: the first three swatches, then `+N more` leading to the product page. */
export function CardSwatches({swatches, more, selected, onSelect, productTitle, productHref}: CardSwatchesProps) {
  if (swatches.length === 0) return null;
  const moreLabel = moreSwatchesLabel(more);
  return (
    <div className="card-swatches" role="group" aria-label={`${productTitle} colors`}>
      {swatches.map((swatch) => (
        <button
          key={swatch.variant}
          type="button"
          className="card-swatches__swatch"
          aria-label={swatch.label}
          aria-pressed={swatch.variant === selected?.variant}
          title={swatch.label}
          onClick={() => onSelect(swatch)}
        >
          <span className="card-swatches__color" style={{backgroundColor: swatch.color}} />
        </button>
      ))}
      {moreLabel ? (
        <Link to={productHref} className="card-swatches__more" aria-label={moreSwatchesName(more, productTitle)}>
          {moreLabel}
        </Link>
      ) : null}
    </div>
  );
}
