/**
 * Radix NavigationMenu renders a tabbable "focus proxy" span after an open trigger, marked
 * aria-hidden. A focusable element hidden from assistive technology is an axe `aria-hidden-focus`
 * failure (radix-ui/primitives#3085). The proxy only hands focus on into the open panel, so it is
 * never announced; dropping aria-hidden (as Reka UI did upstream) removes the contradiction.
 */
export function unhideFocusProxies(root: HTMLElement | null) {
  root?.querySelectorAll('span[aria-hidden="true"][tabindex="0"]').forEach((proxy) => {
    proxy.removeAttribute('aria-hidden');
  });
}
