// The search field above an admin list (filters as you type; Escape clears it).
import { Search, X } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        placeholder={placeholder}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('actions.clearSearch')}
          className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
