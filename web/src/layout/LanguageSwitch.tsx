// English / 简体中文. A native <select>: keyboard and screen-reader friendly for free.
import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n';
import { SUPPORTED_LOCALES, isAppLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-slate-500 dark:text-slate-400"
      />
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isAppLocale(next)) void changeLocale(next);
        }}
        className="h-9 w-full cursor-pointer appearance-none rounded-lg border border-slate-200 bg-white py-1 pr-7 pl-8 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2 size-4 text-slate-500 dark:text-slate-400"
      />
    </div>
  );
}
