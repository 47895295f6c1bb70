// One sidebar group (Difficulty, Frameworks, …): a collapsible list of checkboxes with the
// number of problems each value would show. Long lists (tags) show the first few, plus any
// ticked value, until "Show all".
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Difficulty } from '../../../gql/graphql';
import '../../../i18n/namespaces/bookFilters';
import type { FacetValue } from '../../../books/filters/facets';
import { type FilterGroup, toggleValue } from '../../../books/filters/filterState';

const COLLAPSED_LIMIT = 8;

const DIFFICULTY_DOT: Record<Difficulty, string> = {
  Easy: 'bg-emerald-500',
  Medium: 'bg-amber-500',
  Hard: 'bg-red-500',
};

export interface LabelledValue extends FacetValue {
  label: string;
}

export function FilterGroupList({
  group,
  values,
  selected,
  onChange,
  idPrefix,
}: {
  group: FilterGroup;
  values: readonly LabelledValue[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('bookFilters');
  const [open, setOpen] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const headingId = `${idPrefix}-${group}`;
  const long = values.length > COLLAPSED_LIMIT;
  const shown =
    long && !showAll
      ? values.filter((item, index) => index < COLLAPSED_LIMIT || selected.includes(item.value))
      : values;
  const ticked = selected.length;

  return (
    <div role="group" aria-labelledby={headingId} className="py-3">
      <h3 id={headingId}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-left text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-100"
        >
          <span className="flex items-center gap-2">
            {t(`filters.groups.${group}`)}{' '}
            {ticked > 0 && (
              <span className="rounded-full bg-indigo-100 px-1.5 text-xs font-semibold text-indigo-700 tabular-nums dark:bg-indigo-500/20 dark:text-indigo-200">
                <span aria-hidden="true">{ticked}</span>
                <span className="sr-only">{t('filters.active', { count: ticked })}</span>
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={listId} hidden={!open}>
        <ul className="mt-1.5 space-y-0.5">
          {shown.map(({ value, label, count }) => {
            const checked = selected.includes(value);
            return (
              <li key={value}>
                <label
                  className={`flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800/70 ${
                    count === 0 && !checked
                      ? 'text-slate-500 dark:text-slate-400'
                      : 'text-slate-700 dark:text-slate-200'
                  }`}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onChange(toggleValue(selected, value))}
                    className="size-4 shrink-0 cursor-pointer rounded accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:accent-indigo-400"
                  />
                  {group === 'difficulty' && (
                    <span aria-hidden="true" className={`size-2 rounded-full ${DIFFICULTY_DOT[value as Difficulty]}`} />
                  )}
                  <span className="min-w-0 flex-1 truncate" title={label}>
                    {label}
                  </span>{' '}
                  <span aria-hidden="true" className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    {count}
                  </span>
                  <span className="sr-only">({t('filters.valueCount', { count })})</span>
                </label>
              </li>
            );
          })}
        </ul>
        {long && (
          <button
            type="button"
            aria-expanded={showAll}
            onClick={() => setShowAll((v) => !v)}
            className="mt-1 rounded-md px-1.5 py-1 text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:text-indigo-300"
          >
            {showAll ? t('filters.showFewer') : t('filters.showAll', { count: values.length })}
          </button>
        )}
      </div>
    </div>
  );
}
