// "All" plus one toggle chip per category the book has, each with its count. Several can be
// on at once; "All" turns them all off.
import { useTranslation } from 'react-i18next';
import type { ProblemCategory } from '../../../gql/graphql';
import '../../../i18n/namespaces/bookFilters';
import type { FacetValue } from '../../../books/filters/facets';

function Chip({
  pressed,
  label,
  count,
  onClick,
}: {
  pressed: boolean;
  label: string;
  count: number;
  onClick: () => void;
}) {
  const { t } = useTranslation('bookFilters');
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
        pressed
          ? 'border-indigo-600 bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 dark:border-indigo-400 dark:bg-indigo-500 dark:hover:bg-indigo-600'
          : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-600 dark:hover:bg-slate-800'
      }`}
    >
      {label}{' '}
      <span
        aria-hidden="true"
        className={`rounded-full px-1.5 text-xs tabular-nums ${
          pressed ? 'bg-white text-indigo-700' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
        }`}
      >
        {count}
      </span>
      <span className="sr-only">({t('categories.count', { count })})</span>
    </button>
  );
}

export function CategoryChips({
  allCount,
  categories,
  selected,
  onChange,
}: {
  allCount: number;
  categories: readonly FacetValue<ProblemCategory>[];
  selected: readonly ProblemCategory[];
  onChange: (categories: ProblemCategory[]) => void;
}) {
  const { t } = useTranslation('bookFilters');
  const { t: common } = useTranslation();
  const toggle = (category: ProblemCategory) =>
    onChange(selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category]);
  return (
    <div role="group" aria-label={t('categories.label')} className="flex flex-wrap gap-2">
      <Chip pressed={selected.length === 0} label={t('categories.all')} count={allCount} onClick={() => onChange([])} />
      {categories.map(({ value, count }) => (
        <Chip
          key={value}
          pressed={selected.includes(value)}
          label={common(`problem.category.${value}`)}
          count={count}
          onClick={() => toggle(value)}
        />
      ))}
    </div>
  );
}
