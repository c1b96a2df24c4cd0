// The cart as Hydrogen's analytics provider follows it: it compares one cart with the next (by
// `updatedAt`, line ids and quantities) to report cart_updated, product_added_to_cart and
// product_removed_from_cart, and reads each line's product for the report. Only those fields travel,
// inside every cart view, so the provider follows the cart a mutation answered without a cart read
// of its own.
import type {Money} from '~/features/catalog/model/money';
import type {PlatformCart} from './platform-cart';

export interface AnalyticsCartLine {
  id: string;
  quantity: number;
  cost: {totalAmount: Money};
  merchandise: {
    id: string;
    title: string;
    sku: string | null;
    price: Money;
    product: {id: string; handle: string; title: string; vendor: string; productType: string};
  };
}

export interface AnalyticsCart {
  id: string;
  updatedAt: string;
  totalQuantity: number;
  cost: {subtotalAmount: Money; totalAmount: Money};
  discountCodes: {code: string; applicable: boolean}[];
  lines: {nodes: AnalyticsCartLine[]};
}

export function analyticsCartOf(cart: PlatformCart): AnalyticsCart {
  const lines = cart.lines.nodes;
  return {
    id: cart.id,
    updatedAt: cart.updatedAt ?? '',
    totalQuantity: cart.totalQuantity ?? lines.reduce((sum, line) => sum + line.quantity, 0),
    cost: {subtotalAmount: cart.cost.subtotalAmount, totalAmount: cart.cost.totalAmount ?? cart.cost.subtotalAmount},
    discountCodes: (cart.discountCodes ?? []).map(({code, applicable}) => ({code, applicable})),
    lines: {
      nodes: lines.map(({id, quantity, cost, merchandise}) => ({
        id,
        quantity,
        cost: {totalAmount: cost.totalAmount},
        merchandise: {
          id: merchandise.id,
          title: merchandise.title,
          sku: merchandise.sku ?? null,
          price: merchandise.price,
          product: {
            id: merchandise.product.id,
            handle: merchandise.product.handle,
            title: merchandise.product.title,
            vendor: merchandise.product.vendor ?? '',
            productType: merchandise.product.productType,
          },
        },
      })),
    },
  };
}
