import {CartForm} from '@shopify/hydrogen';
import {Link} from 'react-router';
import type {CartLineFieldsFragment} from 'storefrontapi.generated';
import {formatMoney} from '~/domain/money';
import {CatalogImage} from '~/components/ui/CatalogImage';

export function CartLineRow({line}: {line: CartLineFieldsFragment}) {
  const {merchandise} = line;
  const titleId = `line-${line.id.replace(/\W/g, '')}`;
  return (
    <li className="cart-line" aria-labelledby={titleId}>
      <div className="cart-line__media">
        {merchandise.image ? <CatalogImage image={merchandise.image} sizes="96px" /> : null}
      </div>
      <div className="cart-line__details">
        <Link id={titleId} to={`/shop/products/${merchandise.product.handle}`}>
          {merchandise.product.title}
        </Link>
        {merchandise.title !== 'Default Title' ? <p className="cart-line__variant">{merchandise.title}</p> : null}
        <p>{formatMoney(line.cost.totalAmount)}</p>
      </div>
      <div className="cart-line__quantity">
        <CartForm
          route="/shop/cart"
          action={CartForm.ACTIONS.LinesUpdate}
          inputs={{lines: [{id: line.id, quantity: line.quantity - 1}]}}
        >
          <button type="submit" className="icon-button" disabled={line.quantity <= 1} aria-label="Decrease quantity">
            −
          </button>
        </CartForm>
        <span aria-label="Quantity">{line.quantity}</span>
        <CartForm
          route="/shop/cart"
          action={CartForm.ACTIONS.LinesUpdate}
          inputs={{lines: [{id: line.id, quantity: line.quantity + 1}]}}
        >
          <button type="submit" className="icon-button" aria-label="Increase quantity">
            +
          </button>
        </CartForm>
        <CartForm route="/shop/cart" action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [line.id]}}>
          <button type="submit" className="link-button">
            Remove
          </button>
        </CartForm>
      </div>
    </li>
  );
}
