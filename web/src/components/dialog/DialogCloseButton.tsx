// The ✕ in a dialog's or drawer's corner: the same look everywhere, and always a name for
// screen readers (each dialog keeps its own wording, e.g. "Close search").
import { X } from 'lucide-react';
import { DialogClose } from './Dialog';
import { closeButtonClass } from './dialogStyles';

export function DialogCloseButton({
  label,
  disabled,
  className = '',
}: {
  label: string;
  disabled?: boolean;
  /** placement only (e.g. a negative margin to line up with the title) */
  className?: string;
}) {
  return (
    <DialogClose aria-label={label} disabled={disabled} className={`${closeButtonClass} ${className}`}>
      <X aria-hidden="true" className="size-5" />
    </DialogClose>
  );
}
