// The one dialog primitive (Radix Dialog) behind every modal, confirmation and drawer: one
// overlay, a panel per layout (dialogStyles.ts), and the close button (DialogCloseButton).
// Confirmations are this same dialog with role "alertdialog" (no second Radix package): a click
// on the overlay does not dismiss them. On top of Radix (focus trap, Escape, scroll lock, the
// title and description wired to aria-labelledby/-describedby), focus goes back on closing to the
// element that had it when the dialog opened, since most of ours open without a Radix Trigger.
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { type DialogLayout, overlayClass, panelClass } from './dialogStyles';

type ContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'role' | 'children' | 'asChild'>;

export interface DialogProps extends ContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layout?: DialogLayout;
  /** 'alertdialog' for a question that must be answered (the overlay click then does not close) */
  role?: 'dialog' | 'alertdialog';
  /** false: a click (or focus) outside the panel does not close it; default true, alertdialog false */
  closeOnOverlayClick?: boolean;
  /** where focus goes on closing, when not the element that opened the dialog */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  layout = { kind: 'modal' },
  role = 'dialog',
  closeOnOverlayClick = role === 'dialog',
  returnFocusTo,
  className = '',
  onCloseAutoFocus,
  onInteractOutside,
  children,
  ...content
}: DialogProps) {
  // the element that had focus when the dialog opened (noted while rendering the opening)
  const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const [opener, setOpener] = useState(() => (open ? focused() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focused());
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} data-testid="dialog-overlay" />
        <RadixDialog.Content
          {...content}
          role={role}
          className={`${panelClass(layout)} ${className}`}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const target = returnFocusTo ?? opener;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (!closeOnOverlayClick) event.preventDefault();
          }}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
/** closes the dialog it sits in (a Cancel or "Show results" button, styled by the caller) */
export const DialogClose = RadixDialog.Close;
