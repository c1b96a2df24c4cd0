import {Suspense, useEffect} from 'react';
import {useLocation} from 'react-router';
import type {MenuBarEntry} from '~/features/chrome/model/shell-menu';
import {useLazyDialog} from '~/ui/hooks/use-lazy-dialog';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {MenuIcon} from '~/ui/icons';

const MobileMenuDialog = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./MobileMenuDialog').then((m) => m.MobileMenuDialog));

/**
 * Spec §2 mobile menu: a hamburger opens a slide-in panel holding an accordion per header; choosing
 * any link closes it. The hamburger is server-rendered; the panel's code (Radix Dialog and
 * Accordion) loads when the browser is idle, or on the first press.
 */
export function MobileMenu({bar, version}: {bar: MenuBarEntry[]; version: string}) {
  const {open, setOpen, requested, trigger, triggerProps} = useLazyDialog();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key, setOpen]);
  MobileMenuDialog.usePreloadWhenIdle();

  return (
    <>
      <button {...triggerProps} className="icon-button menu-toggle" aria-label="Open menu">
        <MenuIcon />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuDialog.Component bar={bar} version={version} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
