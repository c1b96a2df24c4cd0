import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from './ProductCard';

interface ProductGridProps {
  products: readonly ProductCardFragment[];
  /** Cards above the fold load their image at once. */
  eagerCount?: number;
  testId?: string;
}

export function ProductGrid({products, eagerCount = 0, testId}: ProductGridProps) {
  return (
    <ul className="product-grid" data-testid={testId}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} loading={index < eagerCount ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
