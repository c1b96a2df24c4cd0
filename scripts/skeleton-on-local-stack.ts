// `node --import tsx scripts/skeleton-on-local-stack.ts`: Shopify's skeleton template, as the bench
// installs it (bench/lib/skeleton.ts), served unchanged by `shopify hydrogen dev` against a fresh
// local stack whose store domain is http://localhost:<port> (so Hydrogen's default development CSP
// admits the stack's images). A real browser applies a discount code and a gift card in the
// skeleton's cart, nests a line through the skeleton's own cart action, opens the journal, and
// fails on any console error or failed request to the stack.
import {chromium, type Page} from '@playwright/test';
import {join} from 'node:path';
import {prepareSkeleton} from '../bench/lib/skeleton.ts';
import {loadEnvFiles} from './env-files.ts';
import {startLocalStack} from './local-stack.ts';
import {start, stopAll, stopAllOnExit, waitForHttp} from './lib/processes.ts';
import {writeFileSync} from 'node:fs';

const APP_PORT = 3810;
const STACK_PORT = 4810;
const stackOrigin = `http://localhost:${STACK_PORT}`;

stopAllOnExit();
const env = loadEnvFiles();
const skeleton = await prepareSkeleton({build: false});
await startLocalStack(['--reset', '--diamonds', '2000'], {
  ...process.env,
  LOCAL_STACK_STOREFRONT_PORT: String(STACK_PORT),
  LOCAL_STACK_SEARCH_PORT: String(STACK_PORT + 10),
  LOCAL_STACK_DATA_DIR: `.local-stack/skeleton-${STACK_PORT}`,
  LOCAL_STACK_STOREFRONT_URL: `http://localhost:${APP_PORT}`,
});
const envFile = join(skeleton.dir, '.env.stack-check');
writeFileSync(
  envFile,
  Object.entries({
    PUBLIC_STORE_DOMAIN: stackOrigin,
    PUBLIC_CHECKOUT_DOMAIN: `localhost:${STACK_PORT}`,
    PUBLIC_STOREFRONT_API_TOKEN: env.PUBLIC_STOREFRONT_API_TOKEN ?? 'local-public-storefront-token-32',
    PRIVATE_STOREFRONT_API_TOKEN: env.PRIVATE_STOREFRONT_API_TOKEN ?? 'local-private-storefront-token',
    PUBLIC_STOREFRONT_ID: '1',
    SESSION_SECRET: 'skeleton-stack-check',
  })
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join('\n') + '\n',
);
start('skeleton dev', join(process.cwd(), 'node_modules/.bin/shopify'), ['hydrogen', 'dev', '--path', skeleton.dir, '--port', String(APP_PORT), '--env-file', envFile, '--disable-version-check'], {
  env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', CI: '1'},
});
const app = `http://localhost:${APP_PORT}`;
await waitForHttp(`${app}/`, 300_000);

const problems: string[] = [];
/** Console errors that are not the stack's: the offline machine cannot reach Shopify's CDN, and the
 * skeleton's CSP prefixes `https://` to a store domain that already has a scheme. Printed, not failed. */
const notFromStack: string[] = [];
const fromStack = (text: string) => text.includes(`localhost:${STACK_PORT}`) || text.includes(`127.0.0.1:${STACK_PORT}`);
const SKELETON_CSP_PREFIX = `'https://http://localhost:${STACK_PORT}'`;
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium'});
const page = await browser.newPage();
// The machine this runs on may be busy: a dev server compiles routes on first visit.
page.setDefaultTimeout(180_000);
page.on('console', (m) => {
  if (m.type() !== 'error') return;
  const text = `console error on ${page.url()}: ${m.text()} ${m.location().url}`;
  if (fromStack(m.text().replace(SKELETON_CSP_PREFIX, '')) || fromStack(m.location().url)) problems.push(text);
  else notFromStack.push(text);
});
page.on('requestfailed', (r) => {
  if (r.url().startsWith(stackOrigin)) problems.push(`request to the stack failed: ${r.url()} ${r.failure()?.errorText}`);
  else notFromStack.push(`request failed (not the stack): ${r.url()} ${r.failure()?.errorText}`);
});
page.on('response', (r) => {
  if (r.url().startsWith(stackOrigin) && r.status() >= 400) problems.push(`stack answered ${r.status()} for ${r.url()}`);
});

async function step(name: string, run: (page: Page) => Promise<void>) {
  await run(page);
  console.log(`ok: ${name}`);
}

async function variantOf(handle: string): Promise<string> {
  const response = await fetch(`${stackOrigin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': env.PUBLIC_STOREFRONT_API_TOKEN ?? 'local-public-storefront-token-32'},
    body: JSON.stringify({query: `{ product(handle: "${handle}") { selectedOrFirstAvailableVariant { id } } }`}),
  });
  const json = (await response.json()) as {data: {product: {selectedOrFirstAvailableVariant: {id: string}}}};
  return json.data.product.selectedOrFirstAvailableVariant.id;
}
const STUDS = 'lab-diamond-stud-earrings';
const studsVariant = await variantOf(STUDS);
const planVariant = await variantOf('3-year-protection-plan');

await step('a product page renders with its images and adds to the cart', async (p) => {
  await p.goto(`${app}/collections/all`, {waitUntil: 'networkidle'});
  await p.goto(`${app}/products/${STUDS}`, {waitUntil: 'networkidle'});
  const broken = await p.locator('img').evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0).length);
  if (broken) problems.push(`${broken} images did not load on the product page`);
  await p.getByRole('button', {name: /add to cart/i}).click();
  await p.waitForLoadState('networkidle');
});
await step('a discount code applies in the skeleton cart', async (p) => {
  await p.goto(`${app}/cart`, {waitUntil: 'networkidle'});
  await p.getByPlaceholder(/discount code/i).filter({visible: true}).fill('welcome10');
  await p.getByPlaceholder(/discount code/i).filter({visible: true}).press('Enter');
  await p.locator('code', {hasText: /welcome10/i}).filter({visible: true}).first().waitFor({timeout: 180_000});
});
await step('a gift card applies in the skeleton cart', async (p) => {
  await p.getByPlaceholder(/gift card/i).filter({visible: true}).fill('GIFT100HAPPYDAYS');
  await p.getByPlaceholder(/gift card/i).filter({visible: true}).press('Enter');
  await p.locator('code', {hasText: 'DAYS'}).filter({visible: true}).first().waitFor({timeout: 180_000});
});
await step('a care plan nests under the studs through the skeleton cart action', async (p) => {
  const response = await p.request.post(`${app}/cart`, {
    form: {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: planVariant, quantity: 1, parent: {merchandiseId: studsVariant}}]}})},
  });
  if (!response.ok()) problems.push(`the skeleton cart action answered ${response.status()}`);
  const body = await response.text();
  if (!body.includes('parent') && !body.includes(planVariant)) console.log('    (cart action answered without the nested line in its body)');
  await p.goto(`${app}/cart`, {waitUntil: 'networkidle'});
  await p.getByText('3-Year Protection Plan').filter({visible: true}).first().waitFor({timeout: 180_000});
  // The skeleton's cart cookie holds the cart's token: ask the stack how the lines nest.
  const token = (await p.context().cookies()).find((c) => c.name === 'cart')?.value ?? '';
  const response2 = await fetch(`${stackOrigin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': env.PUBLIC_STOREFRONT_API_TOKEN ?? 'local-public-storefront-token-32'},
    body: JSON.stringify({
      query: 'query ($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { merchandise { ... on ProductVariant { id } } ... on CartLine { parentRelationship { parent { merchandise { ... on ProductVariant { id } } } } } } } } }',
      variables: {id: `gid://shopify/Cart/${decodeURIComponent(token)}`},
    }),
  });
  const lines = ((await response2.json()) as {data: {cart: {lines: {nodes: {merchandise: {id: string}; parentRelationship: {parent: {merchandise: {id: string}}} | null}[]}} | null}}).data.cart?.lines.nodes ?? [];
  const plan = lines.find((l) => l.merchandise.id === planVariant);
  if (plan?.parentRelationship?.parent.merchandise.id !== studsVariant) problems.push(`the care plan is not nested under the studs: ${JSON.stringify(lines)}`);
});
await step('the journal and an article render', async (p) => {
  await p.goto(`${app}/blogs`, {waitUntil: 'networkidle'});
  await p.goto(`${app}/blogs/journal`, {waitUntil: 'networkidle'});
  await p.getByRole('link', {name: /four cs/i}).first().click();
  await p.waitForLoadState('networkidle');
  await p.getByRole('heading', {name: 'The Four Cs, Explained'}).waitFor({timeout: 180_000});
});

await browser.close();
await stopAll();
console.log([...new Set(notFromStack)].join('\n'));
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('skeleton on the local stack: no console error, no failed request to the stack');
