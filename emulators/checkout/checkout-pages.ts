// The checkout's pages: review and place the order, the confirmation, and friendly errors.
import type {OrderRecord} from '../db/records';
import {formatAmount} from '../storefront/money';
import type {CheckoutView} from './checkout-view';
import {html, page} from './html';

const usd = (cents: number) => `$${Number(formatAmount(cents)).toLocaleString('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 2})}`;

export function checkoutPage(view: CheckoutView, shopName: string, formAction: string, key: string): string {
  const rows = view.lines.map((line) => {
    const details = [...line.options, ...line.attributes.filter((a) => !a.key.startsWith('_')).map((a) => `${a.key}: ${a.value}`)];
    return html`<tr>
      <td>${line.parentTitle ? html`<span class="notice">With ${line.parentTitle}: </span>` : ''}${line.title}${details.length ? html`<ul class="details">${details.map((d) => html`<li>${d}</li>`)}</ul>` : ''}</td>
      <td class="number">${line.quantity}</td>
      <td class="number">${line.discount
        ? html`<s><span class="visually-hidden">Was </span>${usd(line.unitCents)}</s> ${usd(line.totalCents / line.quantity)}`
        : usd(line.unitCents)}</td>
      <td class="number">${line.discount
        ? html`${usd(line.totalCents)}<span class="discount">${line.discount.title}: −${usd(line.discount.cents)}</span>`
        : usd(line.totalCents)}</td>
    </tr>`;
  });
  const body = html`
    <p class="notice">${shopName} · local checkout (no payment is taken)</p>
    <h1>Review your order</h1>
    ${view.lines.length === 0
      ? html`<p>Your cart is empty.</p>`
      : html`<table>
      <caption class="notice">Items in your cart</caption>
      <thead><tr><th scope="col">Item</th><th scope="col" class="number">Quantity</th><th scope="col" class="number">Price</th><th scope="col" class="number">Total</th></tr></thead>
      <tbody>${rows}</tbody>
      <tfoot>
        <tr><th scope="row" colspan="3">Subtotal</th><td class="number">${usd(view.subtotalCents)}</td></tr>
        ${view.orderDiscount
          ? html`<tr class="order-discount"><th scope="row" colspan="3">Discount ${view.orderDiscount.code} (${view.orderDiscount.title})</th><td class="number">−${usd(view.orderDiscount.cents)}</td></tr>`
          : ''}
        <tr><th scope="row" colspan="3">Tax</th><td class="number">${usd(view.taxCents)}</td></tr>
        <tr class="total"><th scope="row" colspan="3">Total</th><td class="number">${usd(view.totalCents)}</td></tr>
        ${view.giftCards.map(
          (g) => html`<tr class="gift-card"><th scope="row" colspan="3">Gift card ending ${g.lastCharacters}</th><td class="number">−${usd(g.usedCents)}</td></tr>`,
        )}
        ${view.giftCards.length
          ? html`<tr class="amount-due"><th scope="row" colspan="3">Amount due</th><td class="number">${usd(view.dueCents)}</td></tr>`
          : ''}
      </tfoot>
    </table>`}
    ${view.note ? html`<section aria-labelledby="note-title"><h2 id="note-title">Note</h2><p>${view.note}</p></section>` : ''}
    ${view.lines.length === 0
      ? ''
      : html`<form method="post" action="${formAction}">
      <input type="hidden" name="key" value="${key}">
      <button type="submit">Place order</button>
    </form>`}`;
  return page(`Checkout · ${shopName}`, body);
}

export function confirmationPage(order: OrderRecord, shopName: string, storefrontUrl: string): string {
  return page(
    `Order ${order.orderNumber} confirmed · ${shopName}`,
    html`
    <p class="notice">${shopName} · local checkout</p>
    <h1>Thank you for your order</h1>
    <p>Your order number is <strong>#${order.orderNumber}</strong>.</p>
    <p>Total: ${usd(order.totalCents)}</p>
    ${order.giftCards?.length
      ? html`${order.giftCards.map((g) => html`<p>Paid with gift card ending ${g.lastCharacters}: ${usd(g.usedCents)}</p>`)}
    <p>Charged: ${usd(order.amountDueCents ?? order.totalCents)}</p>`
      : ''}
    <p><a href="${storefrontUrl}">Continue shopping</a></p>`,
  );
}

export function messagePage(title: string, message: string, storefrontUrl: string): string {
  return page(title, html`<h1>${title}</h1><p>${message}</p><p><a href="${storefrontUrl}">Back to the store</a></p>`);
}
