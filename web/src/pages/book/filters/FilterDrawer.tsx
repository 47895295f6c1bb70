// Below 1024 px the groups live in a sheet sliding in from the right (a Radix dialog: focus
// is trapped, Escape closes). Choices apply at once; "Show n results" closes it.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/buttonStyles';
import '../../../i18n/namespaces/bookFilters';
import { FilterCountBadge } from './FilterCountBadge';
import { FilterGroups } from './FilterGroups';
import type { BookFacets } from '../../../books/filters/facets';
import type { BookFilterState, FilterGroup } from '../../../books/filters/filterState';

export function FilterDrawer({
  open,
  onOpenChange,
  facets,
  state,
  count,
  resultCount,
  onChange,
  onClearAll,
  valueLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facets: BookFacets;
  state: BookFilterState;
  count: number;
  resultCount: number;
  onChange: (state: BookFilterState) => void;
  onClearAll: () => void;
  valueLabel: (group: FilterGroup, value: string) => string;
}) {
  const { t } = useTranslation('bookFilters');

  // Growing to the sidebar's width makes the sheet redundant.
  useEffect(() => {
    if (!open) return;
    const wide = matchMedia('(min-width: 1024px)');
    const onChange = () => wide.matches && onOpenChange(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[calc(100%-2.5rem)] max-w-sm flex-col bg-white shadow-2xl transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none dark:bg-slate-900">
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-4 dark:border-slate-800">
            <Dialog.Title className="flex items-center gap-2 text-base font-bold text-slate-900 dark:text-white">
              {t('filters.heading')} <FilterCountBadge count={count} />
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('drawer.close')}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('drawer.description')}</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto px-4">
            <FilterGroups facets={facets} state={state} onChange={onChange} valueLabel={valueLabel} idPrefix="drawer" />
          </div>
          <div className="flex shrink-0 gap-3 border-t border-slate-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-slate-800">
            <button
              type="button"
              className={`${secondaryButton} h-11 flex-1`}
              disabled={count === 0}
              onClick={onClearAll}
            >
              {t('filters.clearAll')}
            </button>
            <Dialog.Close className={`${primaryButton} h-11 flex-[2]`}>
              {t('drawer.show', { count: resultCount })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
