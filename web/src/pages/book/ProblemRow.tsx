// One problem in a book: position/status, title, category · minutes · tags, difficulty.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { problemPath } from '../../app/paths';
import { DifficultyLabel } from '../../components/DifficultyLabel';
import { CheckIcon, ClockIcon } from '../../components/icons';
import type { BookPageQuery } from '../../gql/graphql';
import { pickLocalized } from '../../i18n/pickLocalized';
import { useLocale } from '../../i18n/useLocale';

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
      : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400';
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
  return (
    <Link
      to={problemPath(bookLink, problem.link)}
      className="group flex items-center gap-3 px-4 py-4 transition-colors hover:bg-slate-50 focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 sm:gap-4 sm:px-5 dark:hover:bg-slate-800/60"
    >
      <StatusMarker position={position} status={problem.statue} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 group-hover:text-indigo-600 dark:text-slate-100 dark:group-hover:text-indigo-300">
          {problem.title}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
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
      <DifficultyLabel difficulty={problem.difficulty} />
    </Link>
  );
}
