// A labelled form field: the label (with an optional aside such as "Forgot password?"), the
// input, a hint and an error, each tied to the input by id.
import type { ReactNode } from 'react';
import { errorId, hintId } from './fieldStyles';

export function Field({
  id,
  label,
  error,
  hint,
  aside,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** next to the label (e.g. "Forgot password?") */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {aside}
      </div>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
