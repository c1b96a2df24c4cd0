import * as Accordion from '@radix-ui/react-accordion';
import type {MenuHeader} from '~/features/chrome/model/menu';
import {mobileHeaderView} from '~/features/chrome/model/mobile-menu';
import {DialogFrame} from '~/ui/DialogFrame';
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
    <DialogFrame
      block="mobile-menu"
      title="Menu"
      closeLabel="Close menu"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      testId="mobile-menu"
    >
      <nav aria-label="Main" className="mobile-menu__nav">
        <Accordion.Root type="single" collapsible>
          {headers.map((header, index) => (
            <MobileMenuHeader key={index} value={`header-${index}`} view={mobileHeaderView(header)} onNavigate={close} />
          ))}
        </Accordion.Root>
      </nav>
    </DialogFrame>
  );
}
