import {memo} from 'react';
import {Link} from 'react-router';
import {Highlight} from 'react-instantsearch';
import {SEARCH_HITS_PER_PAGE} from '~/config/search';
import {STORE_CURRENCY} from '~/config/store';
import {FallibleImage} from '~/ui/FallibleImage';
import {cardImageLoading, EAGER_CARD_COUNT} from '~/ui/image-loading';
import {useDiscountPercent} from '~/features/catalog/components/DiscountRules';
import {PriceTag} from '~/features/catalog/components/PriceTag';
import {hitImageSources} from '~/features/search/model/hit-image';
import {productHref, sameHit, type ProductHit} from '~/features/search/model/search-hit';

interface SearchHitCardProps {
  hit: ProductHit;
  imageOrigin: string | null;
}

/**
 * One search result. The name's matches come back as highlight tags, rendered as <mark> elements.
 * Memoised on the hit's content: InstantSearch renders every hit again with new objects when it
 * starts on the server's results.
 */
export const SearchHitCard = memo(function SearchHitCard({hit, imageOrigin}: SearchHitCardProps) {
  const image = hitImageSources(hit.imageUrl, imageOrigin);
  // InstantSearch numbers hits from 1 across pages; each page starts its grid again.
  const loading = cardImageLoading((hit.__position - 1) % SEARCH_HITS_PER_PAGE, EAGER_CARD_COUNT);
  const discountPercent = useDiscountPercent({tags: hit.tags ?? [], price: hit.price, fields: {productType: hit.type, title: hit.name}});
  return (
    <article className="search-hit" data-testid="search-hit" data-price={hit.price}>
      <Link to={productHref(hit.slug)} className="search-hit__link">
        <span className="search-hit__media">{image ? <FallibleImage {...image} alt="" width={400} height={400} loading={loading} /> : null}</span>
        <span className="search-hit__name">
          <Highlight attribute="name" hit={hit} />
        </span>
      </Link>
      <PriceTag amount={hit.price} compareAt={hit.compareAtPrice ?? null} currencyCode={STORE_CURRENCY} discountPercent={discountPercent} />
    </article>
  );
}, sameCard);

function sameCard(previous: SearchHitCardProps, next: SearchHitCardProps) {
  return previous.imageOrigin === next.imageOrigin && sameHit(previous.hit, next.hit);
}
