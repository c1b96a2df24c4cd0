import {Link} from 'react-router';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {formatMoney} from '~/features/catalog/model/money';
import type {BuilderStone} from '~/features/ring-builder/model/ring-builder-snapshot';
import {shapeIconSlug} from '~/features/ring-builder/model/stone-shapes';
import {squareImageSources} from '~/ui/catalog-image-url';
import type {SimilarStones} from '~/features/ring-builder/hooks/use-similar-stones';

interface SoldStoneNoticeProps {
  stone: BuilderStone;
  similar: SimilarStones;
  imageOrigin: string | null;
  onChoose: (hit: DiamondHit) => void;
}

/** Says the stone has sold and offers the closest stones of its type and shape instead. */
export function SoldStoneNotice({stone, similar, imageOrigin, onChoose}: SoldStoneNoticeProps) {
  return (
    <div className="review-step__sold">
      <p role="alert">This diamond has just sold, so it cannot be added to your ring.</p>
      {similar.status === 'loading' ? <p role="status">Finding similar diamonds…</p> : null}
      {similar.status === 'ready' && similar.hits.length > 0 ? (
        <section aria-labelledby="similar-stones">
          <h2 id="similar-stones">Similar diamonds</h2>
          <ul className="similar-stones">
            {similar.hits.map((hit) => {
              const title = `${hit.carat.toFixed(2)} ct ${hit.shape}`;
              const picture = squareImageSources(hit.imagePath, imageOrigin, 64);
              return (
                <li key={hit.objectID} className="similar-stones__item" data-testid="similar-stone">
                  <img src={picture?.src ?? ''} srcSet={picture?.srcSet} alt="" width={64} height={64} />
                  <span>
                    {title}, {hit.color} color, {hit.clarity} clarity · {formatMoney({amount: String(hit.total_sales_price), currencyCode: 'USD'})}
                  </span>
                  <button type="button" className="button builder-secondary" aria-label={`Choose ${title}, stock ${hit.stockNumber}`} onClick={() => onChoose(hit)}>
                    Choose
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {similar.status === 'ready' && similar.hits.length === 0 ? <p>No diamond close to it is in stock right now.</p> : null}
      <Link to={`/ring-builder/diamonds?type=${stone.type}&shape=${shapeIconSlug(stone.shape)}`}>See all similar {stone.shape} diamonds</Link>
    </div>
  );
}
