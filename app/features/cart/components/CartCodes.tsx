import {memo, useId, useState} from 'react';
import type {CartIssue} from '~/features/cart/model/cart-issues';
import {centsOffByCode, shownCode, type CodeField} from '~/features/cart/model/cart-code-rules';
import type {CartView} from '~/features/cart/model/cart-view';
import {toCents} from '~/features/cart/model/care-plan-offers';
import {formatMoney} from '~/features/catalog/model/money';
import {useCartStore} from '~/features/cart/cart-store';
import {applyDiscountCode, applyGiftCard, removeDiscountCode, removeGiftCard} from '~/features/cart/cart-code-requests';
import {CartActionForm} from './CartActionForm';
import {CartIssueText} from './CartIssueText';

/** A removed code's button goes with it: focus moves to its box's field, not to the page's start. */
function focusField(form: HTMLFormElement, name: string) {
  form.closest('.cart-codes')?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();
}

const off = (cents: number, currencyCode: string) => `−${formatMoney({amount: (cents / 100).toFixed(2), currencyCode})}`;

interface RemoveAppliedProps {
  intent: 'discount-remove' | 'gift-card-remove';
  fields: Record<string, string>;
  /** The field of the box the removed code came from, which takes the focus. */
  focusTo: string;
  onRemove: () => void;
  label: string;
}

/** Remove for an applied code or gift card: a plain form post without JavaScript, the cart's queue with it. */
function RemoveApplied({intent, fields, focusTo, onRemove, label}: RemoveAppliedProps) {
  return (
    <CartActionForm
      intent={intent}
      fields={fields}
      onAction={(form) => {
        focusField(form, focusTo);
        onRemove();
      }}
    >
      <button type="submit" className="link-button" aria-label={label}>
        Remove
      </button>
    </CartActionForm>
  );
}

interface CodeEntryProps {
  field: CodeField;
  label: string;
  issues: CartIssue[];
  apply: (code: string) => Promise<boolean>;
}

/**
 * A code field with its Apply button: a plain form post without JavaScript, the cart's queue with it.
 * Memoized: a change of quantity re-renders the cart's figures, not its code boxes.
 */
const CodeEntry = memo(function CodeEntry({field, label, issues, apply}: CodeEntryProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const name = field === 'discount-code' ? 'discountCode' : 'giftCardCode';
  const own = issues.filter((issue) => issue.field === field);
  return (
    <CartActionForm
      intent={field === 'discount-code' ? 'discount-apply' : 'gift-card-apply'}
      fields={{}}
      className="cart-codes__entry"
      onAction={(form) => {
        const input = form.elements.namedItem(name) as HTMLInputElement;
        setBusy(true);
        void apply(input.value).then((applied) => {
          setBusy(false);
          if (applied) input.value = '';
        });
      }}
    >
      <label htmlFor={id} className="cart-codes__label">
        {label}
      </label>
      <div className="cart-codes__row">
        <input
          id={id}
          name={name}
          className="cart-codes__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={field === 'discount-code' ? 255 : 64}
          aria-invalid={own.length > 0 || undefined}
        />
        <button type="submit" className="button button--light cart-codes__apply" disabled={busy} aria-label={`Apply ${label.toLowerCase()}`}>
          Apply
        </button>
      </div>
      <CartIssueText issues={own} />
    </CartActionForm>
  );
});

/**
 * The cart's discount codes and gift cards (spec §8 messages for what does not apply): each applied
 * code with what it takes off, each gift card by its last characters with what it covers, and the
 * amount left to pay. Every figure is the cart's own; while a change is on its way the amount due
 * waits for the cart's answer.
 */
export function CartCodes({cart, issues}: {cart: CartView; issues: CartIssue[]}) {
  const updating = useCartStore((state) => state.pending.length > 0);
  const currency = cart.subtotalAmount.currencyCode;
  const centsOff = centsOffByCode(cart);
  const reduced = cart.discountCodes.length > 0 || cart.giftCards.length > 0 || cart.cartDiscounts.length > 0;
  return (
    <div className="cart-codes">
      {cart.cartDiscounts
        .filter((discount) => discount.code === null)
        .map((discount) => (
          <p key={discount.title} className="cart-codes__line">
            <span>{discount.title}</span>
            <span>{off(Math.round(Number(discount.amount.amount) * 100), discount.amount.currencyCode)}</span>
          </p>
        ))}
      {cart.discountCodes.length > 0 ? (
        <ul className="cart-codes__applied" aria-label="Applied discount codes">
          {cart.discountCodes.map(({code, applicable}) => (
            <li key={code} className="cart-codes__line" data-testid="cart-discount-code">
              <span>
                <span className="cart-codes__code">{shownCode(code)}</span>
                {applicable ? null : <span className="cart-codes__note"> Not applied to this cart</span>}
              </span>
              <span className="cart-codes__amount">
                {applicable ? <span data-testid="cart-discount-amount">{off(centsOff.get(shownCode(code)) ?? 0, currency)}</span> : null}
                <RemoveApplied
                  intent="discount-remove"
                  fields={{discountCode: code}}
                  focusTo="discountCode"
                  onRemove={() => void removeDiscountCode(code)}
                  label={`Remove discount code ${shownCode(code)}`}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {cart.giftCards.length > 0 ? (
        <ul className="cart-codes__applied" aria-label="Applied gift cards">
          {cart.giftCards.map((card) => (
            <li key={card.id} className="cart-codes__line" data-testid="cart-gift-card">
              <span>
                Gift card <span className="cart-codes__code">•••• {card.lastCharacters}</span>
              </span>
              <span className="cart-codes__amount">
                <span data-testid="cart-gift-card-amount">{off(toCents(card.amountUsed), card.amountUsed.currencyCode)}</span>
                <RemoveApplied
                  intent="gift-card-remove"
                  fields={{appliedGiftCardId: card.id}}
                  focusTo="giftCardCode"
                  onRemove={() => void removeGiftCard(card.id)}
                  label={`Remove gift card ending ${card.lastCharacters}`}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {reduced ? (
        <p className="checkout-form__subtotal cart-codes__due">
          <span>Amount due</span>
          <strong data-testid="cart-amount-due" aria-live="polite">
            {updating ? 'Updating...' : formatMoney(cart.totalAmount)}
          </strong>
        </p>
      ) : null}
      <CodeEntry field="discount-code" label="Discount code" issues={issues} apply={applyDiscountCode} />
      <CodeEntry field="gift-card" label="Gift card" issues={issues} apply={applyGiftCard} />
    </div>
  );
}
