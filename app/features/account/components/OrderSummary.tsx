import {formatMoney} from '~/features/catalog/model/money';
import {financialStatusLabel, fulfillmentStatusLabel} from '~/features/account/model/order-status';
import type {CustomerOrder} from '~/features/account/customer-storefront.server';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

function orderDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

/** One order on My Orders: number, date, both statuses, items and totals. */
export function OrderSummary({order}: {order: CustomerOrder}) {
  const headingId = `order-${order.orderNumber}`;
  return (
    <article className="order-summary" aria-labelledby={headingId}>
      <header className="order-summary__header">
        <h2 id={headingId}>Order #{order.orderNumber}</h2>
        <p>
          Placed <time dateTime={order.processedAt}>{orderDate(order.processedAt)}</time>
        </p>
      </header>
      <dl className="order-summary__status">
        <dt>Payment</dt>
        <dd>{financialStatusLabel(order.financialStatus)}</dd>
        <dt>Fulfillment</dt>
        <dd>{fulfillmentStatusLabel(order.fulfillmentStatus)}</dd>
      </dl>
      <ul className="order-summary__items" aria-label={`Items in order #${order.orderNumber}`}>
        {order.lineItems.nodes.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            <span>
              {item.title}
              {item.variant && item.variant.title !== 'Default Title' ? ` — ${item.variant.title}` : ''}
              {` × ${item.quantity}`}
            </span>
            <span>{formatMoney(item.originalTotalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        {order.subtotalPrice ? (
          <>
            <dt>Subtotal</dt>
            <dd>{formatMoney(order.subtotalPrice)}</dd>
          </>
        ) : null}
        {order.totalTax ? (
          <>
            <dt>Tax</dt>
            <dd>{formatMoney(order.totalTax)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatMoney(order.totalPrice)}</dd>
      </dl>
    </article>
  );
}
