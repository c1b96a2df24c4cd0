// Checks of unknown data (stored values, analytics events, search records) written by hand, for the
// browser's load path: zod's chunk and building its schemas cost a page more main thread than the
// checks themselves (docs/decisions/0014). Each check gives the value as it is kept, or INVALID.
// Objects keep only the fields they name, as zod's objects do.

export const INVALID: unique symbol = Symbol('invalid');

export type Check<T> = (value: unknown) => T | typeof INVALID;
export type Checked<C> = C extends Check<infer T> ? T : never;

const when =
  <T>(test: (value: unknown) => boolean): Check<T> =>
  (value) =>
    test(value) ? (value as T) : INVALID;

export const text = when<string>((value) => typeof value === 'string');
export const nonEmptyText = when<string>((value) => typeof value === 'string' && value !== '');
export const finiteNumber = when<number>((value) => typeof value === 'number' && Number.isFinite(value));
export const nonNegative = when<number>((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0);
export const positive = when<number>((value) => typeof value === 'number' && Number.isFinite(value) && value > 0);
export const flag = when<boolean>((value) => typeof value === 'boolean');
export const exactly = <const T>(expected: T) => when<T>((value) => value === expected);
export const oneOf = <const T extends string>(values: readonly T[]) => when<T>((value) => (values as readonly unknown[]).includes(value));

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value) =>
    value === null ? null : check(value);

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? undefined : check(value);

/** An absent value reads as `fallback`; a present one must pass `check`. */
export const defaulted =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value) =>
    value === undefined ? fallback : check(value);

/** Never invalid: what fails `check` (or is absent) reads as `fallback`. */
export const orElse =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value) => {
    const kept = check(value);
    return kept === INVALID ? fallback : kept;
  };

export const refine =
  <T>(check: Check<T>, test: (value: T) => boolean): Check<T> =>
  (value) => {
    const kept = check(value);
    return kept !== INVALID && test(kept) ? kept : INVALID;
  };

/** An array whose every item passes `item`, with `min`-`max` items. */
export const list =
  <T>(item: Check<T>, {min = 0, max = Infinity}: {min?: number; max?: number} = {}): Check<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return INVALID;
    const items = value.map(item);
    return items.includes(INVALID) ? INVALID : (items as T[]);
  };

/** Two numbers. */
export const numberPair: Check<[number, number]> = (value) =>
  Array.isArray(value) && value.length === 2 && value.every((item) => typeof item === 'number' && Number.isFinite(item)) ? [value[0], value[1]] : INVALID;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of values that pass `check`, under any key or only under `keys`. */
export const record =
  <K extends string, V>(check: Check<V>, keys?: readonly K[]): Check<Partial<Record<K, V>>> =>
  (value) => {
    if (!isRecord(value)) return INVALID;
    const kept: Partial<Record<K, V>> = {};
    for (const [key, item] of Object.entries(value)) {
      if (keys && !(keys as readonly string[]).includes(key)) return INVALID;
      const checked = check(item);
      if (checked === INVALID) return INVALID;
      kept[key as K] = checked;
    }
    return kept;
  };

/** The object `object(fields)` keeps: a field whose check may give undefined is optional. */
type Kept<F extends Record<string, Check<unknown>>> = {
  [K in keyof F as undefined extends Checked<F[K]> ? never : K]: Checked<F[K]>;
} & {[K in keyof F as undefined extends Checked<F[K]> ? K : never]?: Checked<F[K]>};

/** An object with these fields, keeping only them; a field whose check gives undefined is left out. */
export const object =
  <F extends Record<string, Check<unknown>>>(fields: F): Check<Kept<F>> =>
  (value) => {
    if (!isRecord(value)) return INVALID;
    const kept: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields)) {
      const checked = check(value[key]);
      if (checked === INVALID) return INVALID;
      if (checked !== undefined) kept[key] = checked;
    }
    return kept as Kept<F>;
  };
