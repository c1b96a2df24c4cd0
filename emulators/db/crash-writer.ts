// Test helper run as a child process by persistence.test.ts: acknowledges a few writes, then dies
// with SIGKILL (no close(), no exit handlers), as a crashed local stack would.
import {openDatabase} from './database';
import {fixtureCart} from './test-fixtures';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-writer.ts <dataDir>');
const db = await openDatabase(dataDir);
await db.saveCart(fixtureCart('crash-cart'));
await db.saveCustomerAccessToken({
  accessToken: 'crash-token',
  customerId: 'gid://shopify/Customer/1',
  expiresAt: '2030-01-01T00:00:00.000Z',
});
await db.saveCart(fixtureCart('crash-order-cart'));
await db.placeOrder('crash-order-cart', {
  customerId: null,
  email: 'guest@example.com',
  processedAt: '2024-03-02T00:00:00.000Z',
  financialStatus: 'PAID',
  fulfillmentStatus: 'UNFULFILLED',
  note: null,
  lines: [],
  subtotalCents: 0,
  totalTaxCents: 0,
  totalCents: 0,
});
process.kill(process.pid, 'SIGKILL');
