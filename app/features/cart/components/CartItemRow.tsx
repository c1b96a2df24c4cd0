import type {CartItem} from '~/features/cart/model/cart-view';
import {formatMoney} from '~/features/catalog/model/money';
import {shownCode} from '~/features/cart/model/cart-code-rules';
import {ItemOptionField} from './ItemOptionField';
import {QuantityStepper} from './QuantityStepper';

/**
 * One item of an entry (spec §2): options only for configurable pieces, never for static or
 * free-gift items; a configurable piece's price reads Setting Only. The quantity shows on the
 * entry's piece when it can change (`maxQuantity` over 1): a ready-made piece, not a ring.
 */
export function CartItemRow({item, entryTitle, maxQuantity}: {item: CartItem; entryTitle: string; maxQuantity: number | null}) {
  const configurable = !item.isStatic && !item.isFreeGift && !item.isCarePlan;
  const optionNames = new Set(item.options.map((option) => option.name));
  const notes = item.attributes.filter((attribute) => !optionNames.has(attribute.key));
  return (
    <li className="cart-item" data-testid="cart-item" data-item-id={item.id}>
      <div className="cart-item__heading">
        {/* A single piece is already named by its entry's title. */}
        <p className={item.name === entryTitle ? 'visually-hidden' : 'cart-item__name'}>{item.name}</p>
        <p className="cart-item__price">
          {/* The cart's own charge for the line, after the shop's automatic discounts. */}
          <span data-testid="cart-item-price">{item.isFreeGift ? 'Free' : formatMoney(item.totalPrice)}</span>
          {item.originalTotalPrice && !item.isFreeGift ? (
            <s className="cart-item__was">
              <span className="visually-hidden">Was </span>
              {formatMoney(item.originalTotalPrice)}
            </s>
          ) : null}
          {configurable ? <span className="cart-item__price-label">Setting Only</span> : null}
        </p>
      </div>
      {(item.discounts ?? []).map((discount) => (
        <p key={discount.code} className="cart-item__discount" data-testid="cart-item-discount">
          {shownCode(discount.code ?? '')}: −{formatMoney(discount.amount)}
        </p>
      ))}
      {item.description ? <p className="cart-item__description">{item.description}</p> : null}
      {notes.map((note) => (
        <p key={note.key} className="cart-item__description">
          {note.key}: {note.value}
        </p>
      ))}
      {configurable
        ? item.options.map((option) => <ItemOptionField key={`${option.id}:${option.selected?.value ?? ''}`} itemId={item.id} option={option} />)
        : null}
      {maxQuantity !== null && maxQuantity > 1 ? (
        <QuantityStepper itemId={item.id} quantity={item.quantity} itemName={item.name} max={maxQuantity} />
      ) : null}
    </li>
  );
}
