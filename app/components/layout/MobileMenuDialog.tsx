import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import type {MenuHeader} from '~/domain/menu';
import {mobileHeaderView} from '~/domain/mobile-menu';
import {CloseIcon} from '~/components/ui/icons';
import {MobileMenuHeader} from './MobileMenuHeader';

interface MobileMenuDialogProps {
  headers: MenuHeader[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger, which is not a Radix trigger: focus goes back to it on close. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** The slide-in panel of the mobile menu (Radix Dialog traps focus), an accordion per header. */
export function MobileMenuDialog({headers, open, onOpenChange, returnFocusTo}: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content
          className="mobile-menu"
          aria-describedby={undefined}
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
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
