// The book's problems in book order.
import { useTranslation } from 'react-i18next';
import { ProblemRow, type BookProblem } from './ProblemRow';

export function ProblemList({ bookLink, problems }: { bookLink: string; problems: readonly BookProblem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="problems-heading" className="mt-10 sm:mt-12">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="problems-heading" className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('book.problemsHeading')}
        </h2>
        <p className="text-sm text-slate-500 tabular-nums dark:text-slate-400">{problems.length}</p>
      </div>
      {problems.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t('book.problemsEmpty')}
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {problems.map((problem, index) => (
            <li key={problem.id}>
              <ProblemRow bookLink={bookLink} problem={problem} position={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
