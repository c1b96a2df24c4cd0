/** Whether two JSON values (what a store keeps in storage) are equal, member by member. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * A zustand `persist` merge that keeps the current state, and each of its fields, wherever the
 * stored state reads the same. zustand's own merge spreads the two into a new object, so reading
 * an empty or unchanged store re-rendered every component that selects the whole state (the
 * diamond filters, about 190 components, just after the page hydrated).
 */
export function mergeStoredState<S extends object>(stored: unknown, current: S): S {
  if (typeof stored !== 'object' || stored === null) return current;
  let next: S | null = null;
  for (const [key, value] of Object.entries(stored)) {
    if (sameJson(value, (current as Record<string, unknown>)[key])) continue;
    next ??= {...current};
    (next as Record<string, unknown>)[key] = value;
  }
  return next ?? current;
}
