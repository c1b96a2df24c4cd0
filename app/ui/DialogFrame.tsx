import * as Dialog from '@radix-ui/react-dialog';
import {CloseIcon} from './icons';

interface DialogFrameProps {
  /** BEM block of the panel: `${block}__overlay`, `${block}__bar` and `${block}__title` style its parts. */
  block: string;
  /** The panel's own class when it differs from the block. */
  className?: string;
  title: React.ReactNode;
  closeLabel: string;
  /** Id of the text that describes the dialog; without one the dialog has no description. */
  describedBy?: string;
  /** A Radix trigger, for dialogs that own their button. */
  trigger?: React.ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The opener when it is not a Radix trigger: focus goes back to it on close (if still on the page). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  testId?: string;
  children: React.ReactNode;
}

/**
 * The frame every overlay panel shares: a Radix dialog (focus trapped, Escape and the overlay
 * close it) with a title bar and a labelled close button.
 */
export function DialogFrame({
  block,
  className = block,
  title,
  closeLabel,
  describedBy,
  trigger,
  open,
  onOpenChange,
  returnFocusTo,
  testId,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger}
      <Dialog.Portal>
        <Dialog.Overlay className={`${block}__overlay`} />
        <Dialog.Content
          className={className}
          aria-describedby={describedBy}
          data-testid={testId}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
                }
              : undefined
          }
        >
          <div className={`${block}__bar`}>
            <Dialog.Title className={`${block}__title`}>{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
