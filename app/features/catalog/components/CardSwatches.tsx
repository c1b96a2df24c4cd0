import type {CardSwatchView} from '~/features/catalog/model/product-card-view';
import {moreSwatchesLabel, moreSwatchesNoun} from '~/features/catalog/model/swatch-overflow';

interface CardSwatchesProps {
  /** The swatches shown; the loader kept only the first three (spec §9). */
  swatches: readonly CardSwatchView[];
  /** Swatches left over, summed up as `+N more` (under the card's link, so a click opens the product). */
  more: number;
  selected: CardSwatchView | null;
  onSelect: (swatch: CardSwatchView) => void;
  productTitle: string;
}

/** Spec §2: the first three swatches, then `+N more`. */
export function CardSwatches({swatches, more, selected, onSelect, productTitle}: CardSwatchesProps) {
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
        <span className="card-swatches__more">
          {moreLabel}
          <span className="visually-hidden"> {moreSwatchesNoun(more)}</span>
        </span>
      ) : null}
    </div>
  );
}
