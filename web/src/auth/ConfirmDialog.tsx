// A confirmation dialog (Radix alert dialog): focus moves into it (to its field when it has
// one, e.g. a new title, else to Cancel, the safe choice), is trapped there, returns to the
// opener on close (`returnFocusTo` when the caller knows it better); Escape cancels; a click
// outside does not. The confirm button can show a pending state and be held disabled (e.g. until
// the username is typed).
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { primaryButton, secondaryButton } from '../components/buttonStyles';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-500 dark:hover:bg-red-400';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  confirmDisabled = false,
  tone = 'default',
  children,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  confirmDisabled?: boolean;
  tone?: 'default' | 'danger';
  /** extra content between the description and the buttons */
  children?: ReactNode;
  /** the element to focus on close (the opener), when it is still on the page */
  returnFocusTo?: HTMLElement | null;
}) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            const field = body.current?.querySelector<HTMLElement>('input, textarea, select');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex gap-4">
            {tone === 'danger' && (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-300">
                <TriangleAlert aria-hidden="true" className="size-5" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {description}
              </AlertDialog.Description>
            </div>
          </div>
          {children && (
            <div ref={body} className="mt-5">
              {children}
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={secondaryButton} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={tone === 'danger' ? dangerButton : primaryButton}
              disabled={pending || confirmDisabled}
              onClick={onConfirm}
            >
              {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
