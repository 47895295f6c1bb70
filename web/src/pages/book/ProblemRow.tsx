// One problem in a book: position/status, title, category · minutes · tags, difficulty and
// the done toggle. The title's link stretches over the whole row (its ::after covers it), so
// the row stays one click target while the toggle sits beside the link, never inside it.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { problemPath } from '../../app/paths';
import { DifficultyLabel } from '../../components/DifficultyLabel';
import { CheckIcon, ClockIcon } from '../../components/icons';
import type { BookPageQuery } from '../../gql/graphql';
import { pickLocalized } from '../../i18n/pickLocalized';
import { useLocale } from '../../i18n/useLocale';
import { DoneToggle } from './DoneToggle';

export type BookProblem = NonNullable<BookPageQuery['book']>['problems'][number];

function StatusMarker({ position, status }: { position: number; status: BookProblem['statue'] }) {
  const { t } = useTranslation();
  const base = 'flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums';
  const label = <span className="sr-only">{t(`problem.status.${status}`)}</span>;
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

export function ProblemRow({
  bookLink,
  problem,
  position,
}: {
  bookLink: string;
  problem: BookProblem;
  position: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The book's search/filter/sort query travels with the link, so the workbench can step
  // through the same filtered list (its previous/next buttons stop at that list's ends).
  const { search } = useLocation();
  return (
    <div className="group relative flex items-center gap-3 py-4 pr-2 pl-4 transition-colors hover:bg-slate-50 sm:gap-4 sm:pr-3 sm:pl-5 dark:hover:bg-slate-800/60">
      <StatusMarker position={position} status={problem.statue} />
      <div className="min-w-0 flex-1">
        <Link
          to={{ pathname: problemPath(bookLink, problem.link), search }}
          className="font-medium text-slate-900 group-hover:text-indigo-600 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-indigo-500 dark:text-slate-100 dark:group-hover:text-indigo-300"
        >
          {problem.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          {/* on phones the difficulty joins this line, leaving the title the row's width */}
          <span className="sm:hidden">
            <DifficultyLabel difficulty={problem.difficulty} />
          </span>
          <span>{t(`problem.category.${problem.category}`)}</span>
          {problem.minutes > 0 && (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3.5" />
              {t('book.minutes', { count: problem.minutes })}
            </span>
          )}
          {problem.tags.length > 0 && (
            <span className="flex flex-wrap gap-1" aria-label={t('book.tags')}>
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
        <DifficultyLabel difficulty={problem.difficulty} />
      </span>
      <DoneToggle bookLink={bookLink} problem={problem} />
    </div>
  );
}
