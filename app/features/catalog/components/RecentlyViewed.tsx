import {useEffect, useState} from 'react';
import {Link} from 'react-router';
import {formatMoney} from '~/features/catalog/model/money';
import {useRecentlyViewed} from '~/features/catalog/recently-viewed-store';
import {squareSources} from '~/ui/catalog-image-url';
import {FallibleImage} from '~/ui/FallibleImage';

/**
 * Lists the other products seen in the last 168 hours (the product page records each view).
 * Rendered only in the browser: the list lives in the shopper's local storage.
 */
export function RecentlyViewed({currentSlug}: {currentSlug: string}) {
  const items = useRecentlyViewed((state) => state.items);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // Read again on every product page: the page wrote to storage, not to this store.
    void Promise.resolve(useRecentlyViewed.persist.rehydrate()).then(() => setReady(true));
  }, [currentSlug]);

  const others = items.filter((item) => item.slug !== currentSlug);
  if (!ready || others.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <h2 id="recently-viewed-title">Recently viewed</h2>
      <ul className="recently-viewed__list">
        {others.map((item) => (
          <li key={item.slug}>
            <Link to={`/shop/products/${item.slug}`} className="recently-viewed__item">
              {item.imageUrl ? <FallibleImage {...squareSources(item.imageUrl, 160)} alt={item.imageAlt ?? ''} width={160} height={160} /> : null}
              <span className="recently-viewed__name">{item.name}</span>
              <span className="recently-viewed__price">{formatMoney(item.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
