import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import {useEffect, useState} from 'react';
import {useLocation} from 'react-router';
import type {MenuHeader} from '~/domain/menu';
import {mobileHeaderView} from '~/domain/mobile-menu';
import {CloseIcon, MenuIcon} from '~/components/ui/icons';
import {MobileMenuHeader} from './MobileMenuHeader';

/**
 * Spec §2 mobile menu: a hamburger opens a slide-in panel (Radix Dialog traps focus and returns it
 * to the hamburger) holding an accordion per header; choosing any link closes it.
 */
export function MobileMenu({headers}: {headers: MenuHeader[]}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button menu-toggle" aria-label="Open menu">
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined} data-testid="mobile-menu">
          <div className="mobile-menu__bar">
            <Dialog.Title className="mobile-menu__title">Menu</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="mobile-menu__nav">
            <Accordion.Root type="single" collapsible>
              {headers.map((header, index) => (
                <MobileMenuHeader key={index} value={`header-${index}`} view={mobileHeaderView(header)} onNavigate={close} />
              ))}
            </Accordion.Root>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
