// A password input: copy and cut are blocked (spec §5), and a button shows or hides it.
import { Eye, EyeOff } from 'lucide-react';
import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/namespaces/account';
import { inputClass } from './fieldStyles';
import type { InputProps } from './TextInput';

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
