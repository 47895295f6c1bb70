// Form parts shared by the sign-in pages and the settings: labelled fields whose error and
// hint are tied to the input (aria-describedby, aria-invalid), a password input that blocks
// copy and cut and can be shown, banners, a submit button with a pending state, and
// `useAccountForm` (react-hook-form + zod, messages in the current language).
import { CircleAlert, CircleCheck, Eye, EyeOff, Info, LoaderCircle } from 'lucide-react';
import {
  type ButtonHTMLAttributes,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useMemo,
  useState,
} from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { primaryButton } from '../../components/buttonStyles';
import { useSchemaForm } from '../../hooks/useSchemaForm';
import '../../i18n/namespaces/account';
import type { AppLocale } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import type { AccountT } from './schemas';

export const inputBase =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 dark:disabled:bg-slate-800 dark:read-only:bg-slate-800/60';
const okBorder =
  'border-slate-300 focus-visible:border-indigo-500 focus-visible:outline-indigo-500/40 dark:border-slate-700';
const badBorder = 'border-red-500 focus-visible:outline-red-500/40 dark:border-red-400';

export function inputClass(invalid?: boolean, extra = ''): string {
  return `${inputBase} ${invalid ? badBorder : okBorder} ${extra}`;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** the aria-describedby of an input: its hint and its error, when shown */
export function describedBy(id: string, { error, hint }: { error?: unknown; hint?: unknown }): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

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

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; ref?: Ref<HTMLInputElement> };

export function TextInput({ invalid, className = '', ...props }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={inputClass(invalid, className)} {...props} />;
}

const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

/** A password input: copy and cut are blocked (spec §5), and a button shows or hides it. */
export function PasswordInput({ invalid, className = '', ...props }: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        aria-invalid={invalid || undefined}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onCopy={blockClipboard}
        onCut={blockClipboard}
        className={inputClass(invalid, `pr-11 ${className}`)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-slate-100"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}

const bannerStyles = {
  error: {
    className: 'border-red-200 bg-red-50 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200',
    icon: CircleAlert,
    role: 'alert',
  },
  success: {
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200',
    icon: CircleCheck,
    role: 'status',
  },
  info: {
    className:
      'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200',
    icon: Info,
    role: 'status',
  },
} as const;

export function FormBanner({
  kind,
  title,
  children,
  className = '',
}: {
  kind: keyof typeof bannerStyles;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const style = bannerStyles[kind];
  const Icon = style.icon;
  return (
    <div role={style.role} className={`flex gap-3 rounded-xl border p-3.5 text-sm ${style.className} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words">{children}</div>}
      </div>
    </div>
  );
}

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

/**
 * react-hook-form with a zod schema built in the current language. The schema is rebuilt
 * when the language changes, and the shown messages follow.
 */
export function useAccountForm<T extends FieldValues>(
  build: (t: AccountT, locale: AppLocale) => z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  deps: readonly unknown[] = [],
): UseFormReturn<T> & { t: AccountT } {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const schema = useMemo(() => build(t, locale), [t, locale, ...deps]);
  return Object.assign(useSchemaForm(schema, defaultValues), { t });
}
