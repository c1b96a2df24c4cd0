// Pushes the seeded catalogue to a real Algolia application, so production search is one command
// away: `PUBLIC_ALGOLIA_APP_ID=... ALGOLIA_ADMIN_KEY=... node --import tsx scripts/algolia-sync.ts
// [--dry-run] [--seed N] [--diamonds N] [--batch-size N]`. Index settings and records come from the
// same modules the local search service uses, so both serve the same catalogue the same way.
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';
import {algoliasearch} from 'algoliasearch';
import {generateCatalog} from '../emulators/catalog/generate-catalog';
import {generateDiamonds} from '../emulators/catalog/generate-diamonds';
import {DEFAULT_DIAMOND_COUNT, DEFAULT_SEED, MAX_DIAMOND_COUNT, type SearchProductRecord} from '../emulators/catalog/model';
import {searchableProductRecords} from '../emulators/catalog/search-records';
import {toDiamondRecord, type DiamondRecord} from '../emulators/search/diamond-record';
import {DIAMONDS_INDEX, PRODUCTS_INDEX, indexDefinitions, type IndexDefinition} from '../emulators/search/index-settings';

export interface SyncOptions {
  seed: number;
  diamonds: number;
  batchSize: number;
}

export interface SyncPlan {
  /** Primaries before their replicas: a replica exists only once its primary lists it. */
  settings: IndexDefinition[];
  products: SearchProductRecord[];
  diamondCount: number;
  batchSize: number;
  diamondBatches: () => Generator<DiamondRecord[]>;
}

export function buildSyncPlan(options: SyncOptions): SyncPlan {
  const catalog = generateCatalog({seed: options.seed});
  const definitions = indexDefinitions();
  return {
    settings: [...definitions.filter((d) => !d.primary), ...definitions.filter((d) => d.primary)],
    products: searchableProductRecords(catalog),
    diamondCount: options.diamonds,
    batchSize: options.batchSize,
    *diamondBatches() {
      let batch: DiamondRecord[] = [];
      for (const diamond of generateDiamonds({seed: options.seed, count: options.diamonds})) {
        batch.push(toDiamondRecord(diamond));
        if (batch.length === options.batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}

export function describePlan(plan: SyncPlan, appId: string | undefined): string {
  const batches = (count: number) => Math.ceil(count / plan.batchSize);
  const lines = [`Algolia sync plan for application ${appId ?? '(PUBLIC_ALGOLIA_APP_ID not set)'}:`];
  for (const definition of plan.settings) {
    const role = definition.primary ? `replica of ${definition.primary}` : 'primary';
    lines.push(`  setSettings ${definition.name} (${role}): ${JSON.stringify(definition.settings)}`);
  }
  lines.push(`  clearObjects ${PRODUCTS_INDEX}, then ${plan.products.length} records in ${batches(plan.products.length)} batches`);
  lines.push(`  clearObjects ${DIAMONDS_INDEX}, then ${plan.diamondCount} records in ${batches(plan.diamondCount)} batches of ${plan.batchSize}`);
  lines.push('  replicas receive their primary\'s records from Algolia itself');
  return lines.join('\n');
}

function positiveInteger(name: string, value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${value}"`);
  return n;
}

export function readSyncOptions(argv: string[], env: Record<string, string | undefined>) {
  const {values} = parseArgs({
    args: argv,
    options: {
      'dry-run': {type: 'boolean', default: false},
      seed: {type: 'string'},
      diamonds: {type: 'string'},
      'batch-size': {type: 'string'},
    },
  });
  return {
    dryRun: values['dry-run'],
    appId: env.PUBLIC_ALGOLIA_APP_ID || undefined,
    adminKey: env.ALGOLIA_ADMIN_KEY || undefined,
    options: {
      seed: positiveInteger('seed', values.seed, DEFAULT_SEED),
      diamonds: positiveInteger('diamonds', values.diamonds ?? env.LOCAL_STACK_DIAMONDS, DEFAULT_DIAMOND_COUNT, MAX_DIAMOND_COUNT),
      batchSize: positiveInteger('batch-size', values['batch-size'], 1000, 10_000),
    },
  };
}

async function push(plan: SyncPlan, appId: string, adminKey: string, log: (line: string) => void): Promise<void> {
  const client = algoliasearch(appId, adminKey);
  for (const {name, settings} of plan.settings) {
    const {taskID} = await client.setSettings({indexName: name, indexSettings: settings});
    await client.waitForTask({indexName: name, taskID});
    log(`settings applied to ${name}`);
  }
  const upload = async (indexName: string, batches: Iterable<object[]>) => {
    await client.waitForTask({indexName, ...(await client.clearObjects({indexName}))});
    let sent = 0;
    let last: {taskID: number} | null = null;
    for (const objects of batches) {
      last = await client.batch({
        indexName,
        // Records are plain JSON objects; their interfaces just lack the index signature the client asks for.
        batchWriteParams: {requests: objects.map((body) => ({action: 'addObject' as const, body: body as Record<string, unknown>}))},
      });
      sent += objects.length;
      if (sent % (plan.batchSize * 50) === 0) log(`${indexName}: ${sent} records sent`);
    }
    if (last) await client.waitForTask({indexName, taskID: last.taskID});
    log(`${indexName}: ${sent} records indexed`);
  };
  const productBatches = function* () {
    for (let i = 0; i < plan.products.length; i += plan.batchSize) yield plan.products.slice(i, i + plan.batchSize);
  };
  await upload(PRODUCTS_INDEX, productBatches());
  await upload(DIAMONDS_INDEX, plan.diamondBatches());
}

async function main(): Promise<number> {
  const {dryRun, appId, adminKey, options} = readSyncOptions(process.argv.slice(2), process.env);
  const plan = buildSyncPlan(options);
  if (dryRun) {
    console.log(describePlan(plan, appId));
    return 0;
  }
  if (!appId || !adminKey) {
    console.error(
      'algolia-sync: set PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (an admin key of the target application) to push the catalogue, or pass --dry-run to see the plan.',
    );
    return 1;
  }
  await push(plan, appId, adminKey, (line) => console.log(line));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`algolia-sync failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
