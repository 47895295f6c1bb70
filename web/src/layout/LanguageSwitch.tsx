// English / 简体中文. A native <select>: keyboard and screen-reader friendly for free.
// `compact` (the header; its className sets the display): the closed control shows "EN" /
// "中文" below 1280 px and the full name from there; the transparent select lies over that
// face and takes the clicks and keys.
import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n';
import { SUPPORTED_LOCALES, isAppLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';

export function LanguageSwitch({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const select = (
    <select
      id={id}
      value={locale}
      onChange={(event) => {
        const next = event.target.value;
        if (isAppLocale(next)) void changeLocale(next);
      }}
      className={
        compact
          ? 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0'
          : 'h-9 w-full cursor-pointer appearance-none rounded-lg border border-slate-200 bg-white py-1 pr-7 pl-8 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
      }
    >
      {SUPPORTED_LOCALES.map((code) => (
        <option key={code} value={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </select>
  );
  const label = (
    <label htmlFor={id} className="sr-only">
      {t('language.label')}
    </label>
  );
  if (compact) {
    return (
      <div
        className={`relative h-9 items-center gap-1.5 rounded-lg border border-slate-200 bg-white pr-2 pl-2.5 text-sm font-medium whitespace-nowrap text-slate-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-500 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
      >
        {label}
        <Languages aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        <span aria-hidden="true" className="xl:hidden">
          {t(`language.${locale}Short`)}
        </span>
        <span aria-hidden="true" className="hidden xl:inline">
          {t(`language.${locale}`)}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        {select}
      </div>
    );
  }
  return (
    <div className={`relative flex items-center ${className}`}>
      {label}
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-slate-500 dark:text-slate-400"
      />
      {select}
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2 size-4 text-slate-500 dark:text-slate-400"
      />
    </div>
  );
}
