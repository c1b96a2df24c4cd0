/** Set by scripts/e2e.ts when it owns the local stack; absent against a remote deployment. */
export const localStackControlUrl = process.env.LOCAL_STACK_CONTROL_URL ?? null;

/** Restarts the local stack on the same data and resolves once it is ready again. */
export async function restartLocalStack() {
  if (!localStackControlUrl) throw new Error('LOCAL_STACK_CONTROL_URL is not set');
  const response = await fetch(`${localStackControlUrl}/restart`, {method: 'POST'});
  if (!response.ok) throw new Error(`restart failed: ${response.status} ${await response.text()}`);
}
