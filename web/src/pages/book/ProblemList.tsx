// The book's problems with the in-list search, category chips, sort and filters (spec §2,
// §5). The state lives in the URL (books/filters/useBookFilters.ts); numbers stay the problems'
// places in the book whatever the order on screen.
//
// A book holds hundreds of problems. The rows share one set of hooks (RowContext, useDoneToggles),
// and the first render shows the first screenfuls only: the rest follow in a background render
// React interrupts for input (a transition), so no long task blocks the page. Later changes
// (a toggle, a filter) render every row at once, as before.
import { SlidersHorizontal } from 'lucide-react';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { secondaryButton } from '../../components/buttonStyles';
import '../../i18n/namespaces/bookFilters';
import { CategoryChips } from './filters/CategoryChips';
import { ClearAllButton } from './filters/ClearAllButton';
import { EmptyResults } from './filters/EmptyResults';
import { FilterCountBadge } from './filters/FilterCountBadge';
import { FilterDrawer } from './filters/FilterDrawer';
import { FilterSidebar } from './filters/FilterSidebar';
import { ResultSummary } from './filters/ResultSummary';
import { SearchField } from './filters/SearchField';
import { SortMenu } from './filters/SortMenu';
import { EMPTY_FILTER_STATE, clearFiltersOnly } from '../../books/filters/filterState';
import { useBookFilters } from '../../books/filters/useBookFilters';
import { useValueLabel } from './filters/useValueLabel';
import { useLocale } from '../../i18n/useLocale';
import { ProblemRow, type BookProblem, type RowContext } from './ProblemRow';
import { rowTexts } from './rowTexts';
import { useDoneToggles } from './useDoneToggles';

/**
 * Rows in the first render: more than a tall desktop screen shows below the book's header (the
 * list starts about 520 px down at 1350×940, a row is 72 px; on a phone it starts below the
 * fold). That render runs in the same task as the query's result, so each row there adds to
 * the page's longest task; the rest render in the background.
 */
const FIRST_ROWS = 12;

export function ProblemList({ bookLink, problems }: { bookLink: string; problems: readonly BookProblem[] }) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('bookFilters');
  const { t: tActions } = useTranslation('bookActions');
  const locale = useLocale();
  const { search } = useLocation();
  const { onToggle, disabled, pending } = useDoneToggles(bookLink, problems);
  const texts = useMemo(() => rowTexts(t, tActions), [t, tActions]);
  const rowContext = useMemo<RowContext>(
    () => ({ bookLink, search, locale, texts, onToggle }),
    [bookLink, search, locale, texts, onToggle],
  );
  const { state, setState, visible, facets, count, minutes } = useBookFilters(problems);
  const [allRows, setAllRows] = useState(false);
  useEffect(() => startTransition(() => setAllRows(true)), []);
  const rows = allRows ? visible : visible.slice(0, FIRST_ROWS);
  const valueLabel = useValueLabel(problems);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const positions = useMemo(() => new Map(problems.map((problem, index) => [problem.id, index + 1])), [problems]);

  // The clearing buttons disappear with the filters; the search box is the natural next stop.
  const clearAll = () => {
    setState(EMPTY_FILTER_STATE);
    searchRef.current?.focus();
  };

  if (problems.length === 0) {
    return (
      <section aria-labelledby="problems-heading" className="mt-10 sm:mt-12">
        <h2 id="problems-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('book.problemsHeading')}
        </h2>
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t('book.problemsEmpty')}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="problems-heading" className="mt-10 sm:mt-12">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_15rem] xl:grid-cols-[minmax(0,1fr)_17rem]">
        {/* a container: the toolbar fits the column, which the sidebar narrows from 1024 px */}
        <div className="@container min-w-0">
          <h2 id="problems-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('book.problemsHeading')}
          </h2>

          <div role="search" aria-label={tf('toolbarLabel')} className="flex flex-wrap gap-2 @sm:flex-nowrap">
            <div className="flex w-full min-w-0 @sm:w-auto @sm:flex-1">
              <SearchField
                value={state.searchKey}
                onChange={(searchKey) => setState({ ...state, searchKey })}
                inputRef={searchRef}
              />
            </div>
            <SortMenu value={state.sort} onChange={(sort) => setState({ ...state, sort })} />
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              className={`${secondaryButton} h-10 flex-1 px-3 @sm:flex-none lg:hidden`}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
              {tf('filters.button')} <FilterCountBadge count={count} />
            </button>
          </div>

          <div className="mt-4">
            <CategoryChips
              allCount={facets.allCount}
              categories={facets.categories}
              selected={state.categories}
              onChange={(categories) => setState({ ...state, categories })}
            />
          </div>

          <div className="mt-4 flex min-h-8 flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <ResultSummary shown={visible.length} total={problems.length} minutes={minutes} />
            {count > 0 && <ClearAllButton onClick={clearAll} className="-mr-2" />}
          </div>

          <div className="mt-2">
            {visible.length === 0 ? (
              <EmptyResults
                onClear={() => {
                  setState(clearFiltersOnly(state));
                  searchRef.current?.focus();
                }}
              />
            ) : (
              <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
                {rows.map((problem) => (
                  // rows off screen skip layout and paint until scrolled near (the page stays searchable)
                  <li key={problem.id} className="[contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]">
                    <ProblemRow
                      problem={problem}
                      position={positions.get(problem.id) ?? 0}
                      toggleDisabled={disabled || pending.has(problem.id)}
                      context={rowContext}
                    />
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>

        <FilterSidebar
          facets={facets}
          state={state}
          count={count}
          onChange={setState}
          onClearAll={clearAll}
          valueLabel={valueLabel}
        />
      </div>

      <FilterDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        facets={facets}
        state={state}
        count={count}
        resultCount={visible.length}
        onChange={setState}
        onClearAll={() => setState(EMPTY_FILTER_STATE)}
        valueLabel={valueLabel}
      />
    </section>
  );
}
