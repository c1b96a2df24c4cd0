// Spec §4 time-limited local storage, the stored format: a value with its expiry. Apart from the
// reading side (`expiring-value.ts`, which checks what it reads), so a page can write without it.

const HOUR_MS = 3_600_000;

/** The stored text for a value that expires `hours` after `now`. */
export function wrapExpiring(value: unknown, hours: number, now: number): string {
  return JSON.stringify({value, expiresAt: now + hours * HOUR_MS});
}
