// A confirmation: the dialog primitive as an alertdialog. Focus moves into it (to its field
// when it has one, e.g. a new title, else to Cancel, the safe choice), is trapped there, returns
// to the opener on close (`returnFocusTo` when the caller knows it better); Escape cancels; a
// click outside does not. The confirm button can show a pending state and be held disabled
// (e.g. until the username is typed).
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { primaryButton, secondaryButton } from '../buttonStyles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from './Dialog';

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
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      role="alertdialog"
      layout={{ kind: 'modal', size: 'md' }}
      returnFocusTo={returnFocusTo}
      className="p-6"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (body.current?.querySelector<HTMLElement>('input, textarea, select') ?? cancel.current)?.focus();
      }}
    >
      <div className="flex gap-4">
        {tone === 'danger' && (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-300">
            <TriangleAlert aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">{title}</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </DialogDescription>
        </div>
      </div>
      {children && (
        <div ref={body} className="mt-5">
          {children}
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose ref={cancel} className={secondaryButton} disabled={pending}>
          {cancelLabel}
        </DialogClose>
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
    </Dialog>
  );
}
