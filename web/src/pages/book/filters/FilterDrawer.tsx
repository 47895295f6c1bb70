// Below 1024 px the groups live in a sheet sliding in from the right (the shared dialog as a
// right drawer: focus is trapped, Escape closes). Choices apply at once; "Show n results"
// closes it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/buttonStyles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../../components/dialog/Dialog';
import { DialogCloseButton } from '../../../components/dialog/DialogCloseButton';
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
    <Dialog open={open} onOpenChange={onOpenChange} layout={{ kind: 'drawer', side: 'right' }}>
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-4 dark:border-slate-800">
        <DialogTitle className="flex items-center gap-2 text-base font-bold text-slate-900 dark:text-white">
          {t('filters.heading')} <FilterCountBadge count={count} />
        </DialogTitle>
        <DialogCloseButton label={t('drawer.close')} />
      </div>
      <DialogDescription className="sr-only">{t('drawer.description')}</DialogDescription>
      <div className="min-h-0 flex-1 overflow-y-auto px-4">
        <FilterGroups facets={facets} state={state} onChange={onChange} valueLabel={valueLabel} idPrefix="drawer" />
      </div>
      <div className="flex shrink-0 gap-3 border-t border-slate-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-slate-800">
        <button type="button" className={`${secondaryButton} h-11 flex-1`} disabled={count === 0} onClick={onClearAll}>
          {t('filters.clearAll')}
        </button>
        <DialogClose className={`${primaryButton} h-11 flex-[2]`}>
          {t('drawer.show', { count: resultCount })}
        </DialogClose>
      </div>
    </Dialog>
  );
}
