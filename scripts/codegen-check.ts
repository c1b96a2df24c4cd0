// Fails when storefrontapi.generated.d.ts does not match graphql/ (someone changed an operation
// without running `npm run codegen`). The file is regenerated either way.
import {readFileSync} from 'node:fs';
import {run} from './lib/processes.ts';

const FILE = 'storefrontapi.generated.d.ts';
const before = readFileSync(FILE, 'utf8');
// The same command as `npm run codegen`: Hydrogen's CLI, reading .graphqlrc.ts.
const code = await run('codegen', 'npx', ['--no-install', 'shopify', 'hydrogen', 'codegen'], {env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'}});
if (code !== 0) process.exit(code);
if (readFileSync(FILE, 'utf8') !== before) {
  console.error(`${FILE} was out of date with graphql/: it has been regenerated; commit it.`);
  process.exit(1);
}
console.log(`${FILE} is up to date.`);
