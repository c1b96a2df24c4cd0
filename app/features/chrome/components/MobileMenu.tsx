import {startTransition, Suspense, useEffect, useRef, useState} from 'react';
import {useLocation} from 'react-router';
import type {MenuHeader} from '~/features/chrome/model/menu';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {MenuIcon} from '~/ui/icons';

const MobileMenuDialog = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./MobileMenuDialog').then((m) => m.MobileMenuDialog));

/**
 * Spec §2 mobile menu: a hamburger opens a slide-in panel holding an accordion per header; choosing
 * any link closes it. The hamburger is server-rendered; the panel's code (Radix Dialog and
 * Accordion) loads when the browser is idle, or on the first press.
 */
export function MobileMenu({headers}: {headers: MenuHeader[]}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  MobileMenuDialog.usePreloadWhenIdle();

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        className="icon-button menu-toggle"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          // In a transition, like every lazily loaded dialog (ui/hooks/use-lazy-dialog): the press paints first.
          startTransition(() => {
            setMounted(true);
            setOpen(true);
          });
        }}
      >
        <MenuIcon />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog.Component headers={headers} open={open} onOpenChange={setOpen} returnFocusTo={hamburger} />
        </Suspense>
      ) : null}
    </>
  );
}
