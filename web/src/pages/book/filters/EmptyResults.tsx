// What the list shows when nothing matches: why, and the way out.
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/buttonStyles';
import '../../../i18n/namespaces/bookFilters';

export function EmptyResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('bookFilters');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 dark:bg-slate-800">
        <SearchX aria-hidden="true" className="size-6 text-slate-400 dark:text-slate-500" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900 dark:text-slate-100">{t('empty.title')}</h3>
      <p className="mt-1 max-w-sm text-sm text-slate-500 dark:text-slate-400">{t('empty.body')}</p>
      <button type="button" onClick={onClear} className={`${secondaryButton} mt-5`}>
        {t('empty.clear')}
      </button>
    </div>
  );
}
