import * as Accordion from '@radix-ui/react-accordion';
import {mobileHeaderView, mobilePendingView} from '~/features/chrome/model/mobile-menu';
import type {MenuBarEntry} from '~/features/chrome/model/shell-menu';
import {useMenuHeaders} from '~/features/chrome/hooks/use-menu-headers';
import {DialogFrame} from '~/ui/DialogFrame';
import {MobileMenuHeader} from './MobileMenuHeader';
import {MenuLoadStatus} from './MenuLoadStatus';

interface MobileMenuDialogProps {
  /** The bar the server rendered, and the version of its menu. */
  bar: MenuBarEntry[];
  version: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger, which is not a Radix trigger: focus goes back to it on close. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in panel of the mobile menu (Radix Dialog traps focus), an accordion per header. It
 * mounts at the first press, which reads the menu's sections.
 */
export function MobileMenuDialog({bar, version, open, onOpenChange, returnFocusTo}: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  const menu = useMenuHeaders(version, true);
  const views = menu.headers ? menu.headers.map(mobileHeaderView) : bar.map(mobilePendingView);
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
          {views.map((view, index) => (
            <MobileMenuHeader
              key={index}
              value={`header-${index}`}
              view={view}
              onNavigate={close}
              pendingStatus={<MenuLoadStatus failed={menu.status === 'failed'} onRetry={menu.retry} />}
            />
          ))}
        </Accordion.Root>
      </nav>
    </DialogFrame>
  );
}
