// What a stored value is checked with when it is read back: any Standard Schema whose check is
// synchronous. A zod schema is one; so is a hand check made with `storedValueCheck`, for values a
// page reads as it loads, where zod's chunk would cost more than the check (docs/decisions/0014).

type CheckResult<T> = {readonly value: T; readonly issues?: undefined} | {readonly issues: ReadonlyArray<unknown>};

export interface StoredValueCheck<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => CheckResult<T> | Promise<unknown>;
  };
}

const FAILED = {issues: [{message: 'The stored value does not have the expected shape.'}]} as const;

/** A Standard Schema from a function that gives the value as it is kept, or undefined when it does not fit. */
export function storedValueCheck<T>(read: (value: unknown) => T | undefined): StoredValueCheck<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'storefront',
      validate: (value) => {
        const kept = read(value);
        return kept === undefined ? FAILED : {value: kept};
      },
    },
  };
}

/** The value `check` keeps, or undefined when it fails (an asynchronous check counts as failing). */
export function checkedValue<T>(check: StoredValueCheck<T>, value: unknown): {value: T} | undefined {
  const result = check['~standard'].validate(value);
  if (result instanceof Promise || result.issues !== undefined) return undefined;
  return {value: result.value};
}
