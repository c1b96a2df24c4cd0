// Forms that leave the storefront (drop a hint, email signup) go to a webhook as JSON; nothing is
// stored here. A webhook that is slow or down is reported, never waited on for long.

const WEBHOOK_TIMEOUT_MS = 8_000;

/** The configured webhook, or null when the variable is empty or not an http(s) URL. */
export function webhookUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function postToWebhook(url: string, body: unknown): Promise<boolean> {
  const sent = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  }).catch((error: unknown) => {
    console.warn('[webhook] not delivered:', error instanceof Error ? error.message : error);
    return null;
  });
  return !!sent?.ok;
}
