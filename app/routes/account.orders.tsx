import {useCustomerAccount} from './account';
import {OrderSummary} from '~/features/account/components/OrderSummary';

export default function AccountOrders() {
  const {orders} = useCustomerAccount();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">My Orders</h1>
      {orders.nodes.length === 0 ? (
        <p>You have not placed any orders yet.</p>
      ) : (
        <ol className="account-orders">
          {orders.nodes.map((order) => (
            <li key={order.id}>
              <OrderSummary order={order} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
