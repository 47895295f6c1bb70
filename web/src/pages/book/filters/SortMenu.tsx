// The sort menu: a Radix dropdown with one radio item per order (arrow keys, Enter, Escape,
// type-ahead). The trigger names the current order.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowUpDown, Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/buttonStyles';
import '../../../i18n/namespaces/bookFilters';
import { SORT_OPTIONS, type SortOption } from '../../../books/filters/filterState';

const isSortOption = (value: string): value is SortOption => (SORT_OPTIONS as readonly string[]).includes(value);

export function SortMenu({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useTranslation('bookFilters');
  const current = t(`sort.options.${value}`);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('sort.trigger', { option: current })}
        className={`${secondaryButton} h-10 flex-1 px-3 data-[state=open]:bg-slate-100 @sm:flex-none dark:data-[state=open]:bg-slate-800`}
      >
        <ArrowUpDown aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
        {/* a narrow list shows just the order; the label always says "Sort: …" */}
        <span className="hidden @xl:inline">{t('sort.trigger', { option: current })}</span>
        <span className="truncate @xl:hidden">{current}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          aria-label={t('sort.menuLabel')}
          className="z-40 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('sort.menuLabel')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={(next) => isSortOption(next) && onChange(next)}>
            {SORT_OPTIONS.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-3 pl-2.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-700 data-[state=checked]:font-semibold dark:text-slate-200 dark:data-[highlighted]:bg-indigo-500/15 dark:data-[highlighted]:text-indigo-200"
              >
                <span className="inline-flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(`sort.options.${option}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
