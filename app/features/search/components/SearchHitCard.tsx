import {Link} from 'react-router';
import {Highlight} from 'react-instantsearch';
import {SEARCH_HITS_PER_PAGE} from '~/config/search';
import {STORE_CURRENCY} from '~/config/store';
import {FallibleImage} from '~/ui/FallibleImage';
import {cardImageLoading, EAGER_CARD_COUNT} from '~/ui/image-loading';
import {useDiscountPercent} from '~/features/catalog/components/DiscountRules';
import {PriceTag} from '~/features/catalog/components/PriceTag';
import {hitImageSources} from '~/features/search/model/hit-image';
import {productHref, type ProductHit} from '~/features/search/model/search-hit';

/** One search result. The name's matches come back as highlight tags, rendered as <mark> elements. */
export function SearchHitCard({hit, imageOrigin}: {hit: ProductHit; imageOrigin: string | null}) {
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
}
