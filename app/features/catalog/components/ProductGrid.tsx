import {memo} from 'react';
import type {ProductCardView} from '~/features/catalog/model/product-card-view';
import {cardImageLoading, type ImageLoading} from '~/ui/image-loading';
import {HydratedWhenVisible} from '~/ui/HydratedWhenVisible';
import {ProductCard} from './ProductCard';

interface ProductGridProps {
  products: readonly ProductCardView[];
  /** Cards above the fold load their image at once, the first one ahead of the rest. */
  eagerCount?: number;
  testId?: string;
}

// Memoised: a re-render of the page reaching a card not yet hydrated would hydrate it.
const GridCard = memo(function GridCard({product, loading}: {product: ProductCardView; loading: ImageLoading}) {
  return (
    <HydratedWhenVisible as="li">
      <ProductCard product={product} loading={loading} />
    </HydratedWhenVisible>
  );
});

export function ProductGrid({products, eagerCount = 0, testId}: ProductGridProps) {
  return (
    <ul className="product-grid" data-testid={testId}>
      {products.map((product, index) => (
        <GridCard key={product.handle} product={product} loading={cardImageLoading(index, eagerCount)} />
      ))}
    </ul>
  );
}
