// Asking before an action (reset code, apply/rename/delete a version, reset layout): a hook
// giving `confirm(options)` (a promise of the answer) and the dialog element to render.
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';

interface ConfirmOptions {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  tone?: 'default' | 'danger';
  /** extra content (a text field) between the description and the buttons */
  body?: ReactNode;
}

export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  // the button that asked: focus goes back to it on close (the page may have re-rendered around it)
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  const dialog = options ? (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && answer(false)}
      title={options.title}
      description={options.description}
      confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel}
      tone={options.tone}
      onConfirm={() => answer(true)}
      returnFocusTo={opener}
    >
      {options.body}
    </ConfirmDialog>
  ) : null;

  return { confirm, dialog };
}
