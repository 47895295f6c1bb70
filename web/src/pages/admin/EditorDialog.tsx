// The add / edit dialog of an admin page (the shared dialog primitive): focus starts in the first field,
// is trapped, and goes back (returnFocus) on closing; Escape or Cancel closes — except while saving.
// The content (the form) mounts on each opening, so every opening starts from the item.
import { LoaderCircle } from 'lucide-react';
import {
  type FormEventHandler,
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/dialog/Dialog';
import { DialogCloseButton } from '../../components/dialog/DialogCloseButton';

/** lets the form inside hold the dialog open while it saves */
const BusyContext = createContext<(busy: boolean) => void>(() => undefined);

export function EditorDialog({
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** puts focus back after closing (there is no Radix trigger to return to) */
  returnFocus: () => void;
  children: ReactNode;
}) {
  const busy = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  const setBusy = useCallback((value: boolean) => {
    busy.current = value;
  }, []);
  const holdWhileBusy = (event: Event) => {
    if (busy.current) event.preventDefault();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      layout={{ kind: 'modal', size: 'xl', placement: 'sheet' }}
      ref={content}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
      onEscapeKeyDown={holdWhileBusy}
      onInteractOutside={holdWhileBusy}
      onOpenAutoFocus={(event) => {
        // The first field, not the close button.
        const field = content.current?.querySelector<HTMLElement>('input, select');
        if (field) {
          event.preventDefault();
          field.focus();
        }
      }}
    >
      <BusyContext value={setBusy}>{children}</BusyContext>
    </Dialog>
  );
}

/** The form inside an EditorDialog: title, description, fields, and Cancel / Save. */
export function EditorForm({
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const setBusy = useContext(BusyContext);
  useEffect(() => {
    setBusy(pending);
    return () => setBusy(false);
  }, [pending, setBusy]);
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
        <div className="min-w-0">
          <DialogTitle className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {title}
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </DialogDescription>
        </div>
        <DialogCloseButton label={t('actions.close')} disabled={pending} className="-mt-1 -mr-2" />
      </div>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
        <DialogClose type="button" className={secondaryButton} disabled={pending}>
          {t('actions.cancel')}
        </DialogClose>
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {pending ? t('actions.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
