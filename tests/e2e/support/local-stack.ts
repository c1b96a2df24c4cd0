/** Set by scripts/e2e.ts when it owns the local stack; absent against a remote deployment. */
export const localStackControlUrl = process.env.LOCAL_STACK_CONTROL_URL ?? null;

/** Restarts the local stack on the same data and resolves once it is ready again. */
export async function restartLocalStack() {
  if (!localStackControlUrl) throw new Error('LOCAL_STACK_CONTROL_URL is not set');
  const response = await fetch(`${localStackControlUrl}/restart`, {method: 'POST'});
  if (!response.ok) throw new Error(`restart failed: ${response.status} ${await response.text()}`);
}

async function control(action: 'kill' | 'start') {
  if (!localStackControlUrl) throw new Error('LOCAL_STACK_CONTROL_URL is not set');
  const response = await fetch(`${localStackControlUrl}/${action}`, {method: 'POST'});
  if (!response.ok) throw new Error(`${action} failed: ${response.status} ${await response.text()}`);
}

/** SIGKILLs the local stack (a crash: nothing flushed, nothing closed). */
export const killLocalStack = () => control('kill');

/** Starts the killed local stack again on its data; resolves once it is ready. */
export const startLocalStack = () => control('start');

const storeOrigin = () => new URL(process.env.PUBLIC_STORE_DOMAIN ?? 'http://127.0.0.1:4010').origin;

/** Makes Storefront API operations matching each `match` slow and/or failing (emulators/storefront/faults.ts). */
export async function injectStorefrontFaults(faults: {match: string; latencyMs?: number; status?: number}[]) {
  const response = await fetch(`${storeOrigin()}/__faults`, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({faults})});
  if (!response.ok) throw new Error(`injecting faults failed: ${response.status} ${await response.text()}`);
}

export async function clearStorefrontFaults() {
  await fetch(`${storeOrigin()}/__faults`, {method: 'DELETE'});
}
