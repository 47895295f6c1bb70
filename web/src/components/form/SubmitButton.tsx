// A form's submit button with a pending state (spinner, optional "Saving…" label, disabled).
import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { primaryButton } from '../buttonStyles';

export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel?: ReactNode }) {
  return (
    <button
      type="submit"
      className={`${primaryButton} h-11 ${className}`}
      disabled={pending || props.disabled}
      {...props}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
