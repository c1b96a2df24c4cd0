// Where focus goes once an entry is removed (its Remove button leaves the page with it): the next
// entry's title, else the one before, else the empty cart's heading in the same drawer or page.
const ENTRY = '.cart-entry';
const ENTRY_TITLE = '.cart-entry__title';
const EMPTY_TITLE = '.cart-empty__title';
const SCOPE = '[role="dialog"], .cart-page';

export function focusAfterRemove(removeForm: HTMLFormElement): void {
  const entry = removeForm.closest(ENTRY);
  const neighbour = entry?.nextElementSibling ?? entry?.previousElementSibling ?? null;
  const scope = removeForm.closest(SCOPE);
  // The optimistic removal renders with the click; the next frame has the new list.
  requestAnimationFrame(() => {
    const title = neighbour?.isConnected ? neighbour.querySelector<HTMLElement>(ENTRY_TITLE) : null;
    const target = title ?? (scope?.isConnected ? scope : document).querySelector<HTMLElement>(EMPTY_TITLE);
    target?.focus();
  });
}
