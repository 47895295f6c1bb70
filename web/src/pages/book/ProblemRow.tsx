// One problem in a book: position/status, title, category · minutes · tags, difficulty and
// the done toggle. The title's link stretches over the whole row (its ::after covers it), so
// the row stays one click target while the toggle sits beside the link, never inside it.
//
// A book lists hundreds of rows: a row calls no hooks of its own (translations, the location and
// the toggles come from the list, once) and re-renders only when its props change.
import { memo } from 'react';
import { Link } from 'react-router';
import { problemPath } from '../../app/paths';
import { DifficultyBadge } from '../../components/DifficultyLabel';
import { CheckIcon, ClockIcon } from '../../components/icons';
import type { BookPageQuery } from '../../gql/graphql';
import type { AppLocale } from '../../i18n/locale';
import { pickLocalized } from '../../i18n/pickLocalized';
import { DoneToggle } from './DoneToggle';
import type { RowTexts } from './rowTexts';

export type BookProblem = NonNullable<BookPageQuery['book']>['problems'][number];

/** what every row of one list shares: the translations, the list's query and the toggles */
export interface RowContext {
  bookLink: string;
  /** the book's search/filter/sort query (the URL's search part) */
  search: string;
  locale: AppLocale;
  texts: RowTexts;
  onToggle(problem: BookProblem): void;
}

function StatusMarker({
  position,
  status,
  texts,
}: {
  position: number;
  status: BookProblem['statue'];
  texts: RowTexts;
}) {
  const base = 'flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums';
  const label = <span className="sr-only">{texts.status(status)}</span>;
  if (status === 'RESOLVED') {
    return (
      <span className={`${base} bg-emerald-500 text-white dark:bg-emerald-500/90`}>
        <CheckIcon className="size-4" />
        {label}
      </span>
    );
  }
  const tone =
    status === 'PENDING'
      ? 'bg-amber-50 text-amber-700 ring-2 ring-amber-400 dark:bg-amber-500/10 dark:text-amber-300'
      : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300';
  return (
    <span className={`${base} ${tone}`}>
      <span aria-hidden="true">{position}</span>
      {status === 'PENDING' && label}
    </span>
  );
}

export const ProblemRow = memo(function ProblemRow({
  problem,
  position,
  toggleDisabled,
  context,
}: {
  problem: BookProblem;
  position: number;
  toggleDisabled: boolean;
  context: RowContext;
}) {
  const { bookLink, search, locale, texts, onToggle } = context;
  const difficulty = texts.difficulty(problem.difficulty);
  return (
    <div className="group relative flex items-center gap-3 py-4 pr-2 pl-4 transition-colors hover:bg-slate-50 sm:gap-4 sm:pr-3 sm:pl-5 dark:hover:bg-slate-800/60">
      <StatusMarker position={position} status={problem.statue} texts={texts} />
      <div className="min-w-0 flex-1">
        {/* The query travels with the link, so the workbench can step through the same filtered
            list (its previous/next buttons stop at that list's ends). */}
        <Link
          to={{ pathname: problemPath(bookLink, problem.link), search }}
          className="font-medium text-slate-900 group-hover:text-indigo-600 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-indigo-500 dark:text-slate-100 dark:group-hover:text-indigo-300"
        >
          {problem.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          {/* on phones the difficulty joins this line, leaving the title the row's width */}
          <span className="sm:hidden">
            <DifficultyBadge difficulty={problem.difficulty} label={difficulty} />
          </span>
          <span>{texts.kind(problem.category, problem.kind)}</span>
          {problem.minutes > 0 && (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3.5" />
              {texts.minutes(problem.minutes)}
            </span>
          )}
          {problem.tags.length > 0 && (
            <span className="flex flex-wrap gap-1" aria-label={texts.tags}>
              {problem.tags.map((tag) => (
                <span
                  key={tag.id}
                  className="rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                >
                  {pickLocalized(tag.label, locale, tag.key)}
                </span>
              ))}
            </span>
          )}
        </div>
      </div>
      <span className="hidden sm:contents">
        <DifficultyBadge difficulty={problem.difficulty} label={difficulty} />
      </span>
      <DoneToggle
        label={texts.toggle(problem.category, problem.statue, problem.kind)}
        done={problem.statue === 'RESOLVED'}
        disabled={toggleDisabled}
        onClick={() => onToggle(problem)}
      />
    </div>
  );
});
