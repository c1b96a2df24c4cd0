import {useEffect, useState} from 'react';
import {Link} from 'react-router';
import {formatMoney} from '~/domain/money';
import type {RecentlyViewedItem} from '~/domain/recently-viewed';
import {useRecentlyViewed} from '~/stores/recently-viewed';
import {FallibleImage} from '~/components/ui/FallibleImage';

/**
 * Records the product as viewed and lists the others seen in the last 168 hours. Rendered only in
 * the browser: the list lives in the shopper's local storage.
 */
export function RecentlyViewed({current}: {current: RecentlyViewedItem}) {
  const items = useRecentlyViewed((state) => state.items);
  const add = useRecentlyViewed((state) => state.add);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    void Promise.resolve(useRecentlyViewed.persist.rehydrate()).then(() => {
      add(current);
      setReady(true);
    });
    // Recorded once per product page, not on every re-render of the same product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.slug]);

  const others = items.filter((item) => item.slug !== current.slug);
  if (!ready || others.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <h2 id="recently-viewed-title">Recently viewed</h2>
      <ul className="recently-viewed__list">
        {others.map((item) => (
          <li key={item.slug}>
            <Link to={`/shop/products/${item.slug}`} className="recently-viewed__item">
              {item.imageUrl ? <FallibleImage src={item.imageUrl} alt={item.imageAlt ?? ''} width={160} height={160} /> : null}
              <span className="recently-viewed__name">{item.name}</span>
              <span className="recently-viewed__price">{formatMoney(item.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
