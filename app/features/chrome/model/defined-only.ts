/**
 * The object without its `undefined` properties, so JSON answers and equality checks see only what
 * was really stored. Typed as the optional-property shape it becomes.
 */
export function definedOnly<T extends object>(value: T): {[K in keyof T]: Exclude<T[K], undefined>} {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
