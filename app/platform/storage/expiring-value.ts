// Spec §4 time-limited local storage, the pure part: a value is stored with its expiry and read
// back only while it is fresh and still passes its schema.
import * as z from 'zod/mini';
import type {$ZodType} from 'zod/v4/core';

export {wrapExpiring} from './expiring-envelope';

const envelopeSchema = z.object({value: z.unknown(), expiresAt: z.number()});

export type ExpiringRead<T> =
  | {status: 'fresh'; value: T}
  /** Past its expiry: the caller deletes it. */
  | {status: 'expired'}
  /** Unreadable or failing the schema: the caller deletes it and uses its fallback. */
  | {status: 'invalid'}
  | {status: 'missing'};

export function unwrapExpiring<T>(raw: string | null, schema: $ZodType<T>, now: number): ExpiringRead<T> {
  if (raw === null) return {status: 'missing'};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {status: 'invalid'};
  }
  const envelope = z.safeParse(envelopeSchema, parsed);
  if (!envelope.success) return {status: 'invalid'};
  if (envelope.data.expiresAt <= now) return {status: 'expired'};
  const value = z.safeParse(schema, envelope.data.value);
  return value.success ? {status: 'fresh', value: value.data} : {status: 'invalid'};
}
