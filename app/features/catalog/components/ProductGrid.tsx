import type {ProductCardView} from '~/features/catalog/model/product-card-view';
import {cardImageLoading} from '~/ui/image-loading';
import {ProductCard} from './ProductCard';

interface ProductGridProps {
  products: readonly ProductCardView[];
  /** Cards above the fold load their image at once, the first one ahead of the rest. */
  eagerCount?: number;
  testId?: string;
}

export function ProductGrid({products, eagerCount = 0, testId}: ProductGridProps) {
  return (
    <ul className="product-grid" data-testid={testId}>
      {products.map((product, index) => (
        <li key={product.handle}>
          <ProductCard product={product} loading={cardImageLoading(index, eagerCount)} />
        </li>
      ))}
    </ul>
  );
}
