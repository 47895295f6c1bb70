// "Clear all": resets search, chips, options and sort.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookFilters';

export function ClearAllButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  const { t } = useTranslation('bookFilters');
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:bg-indigo-500/10 dark:hover:text-indigo-300 ${className}`}
    >
      <X aria-hidden="true" className="size-3.5" />
      {t('filters.clearAll')}
    </button>
  );
}
