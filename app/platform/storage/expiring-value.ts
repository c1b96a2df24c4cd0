// Spec §4 time-limited local storage, the pure part: a value is stored with its expiry and read
// back only while it is fresh and still passes its check.
import {checkedValue, type StoredValueCheck} from './stored-value-check';

export {wrapExpiring} from './expiring-envelope';

export type ExpiringRead<T> =
  | {status: 'fresh'; value: T}
  /** Past its expiry: the caller deletes it. */
  | {status: 'expired'}
  /** Unreadable or failing the check: the caller deletes it and uses its fallback. */
  | {status: 'invalid'}
  | {status: 'missing'};

export function unwrapExpiring<T>(raw: string | null, check: StoredValueCheck<T>, now: number): ExpiringRead<T> {
  if (raw === null) return {status: 'missing'};
  let envelope: unknown;
  try {
    envelope = JSON.parse(raw);
  } catch {
    return {status: 'invalid'};
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) return {status: 'invalid'};
  const {value, expiresAt} = envelope as {value?: unknown; expiresAt?: unknown};
  if (typeof expiresAt !== 'number') return {status: 'invalid'};
  if (expiresAt <= now) return {status: 'expired'};
  const checked = checkedValue(check, value);
  return checked ? {status: 'fresh', value: checked.value} : {status: 'invalid'};
}
