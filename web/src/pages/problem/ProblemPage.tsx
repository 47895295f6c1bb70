// `/book/:bookId/problem/:problemId` and `/problem/:problemId` (from search): a minimal
// reading page until the workbench replaces it. Loaded lazily from the routes because the
// workbench that takes its place is heavy.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { bookPath, homePath, notFoundPath } from '../../app/paths';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DifficultyLabel } from '../../components/DifficultyLabel';
import { ErrorState } from '../../components/ErrorState';
import { ArrowLeftIcon, ClockIcon, InfoIcon } from '../../components/icons';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PageContainer } from '../../layout/PageContainer';
import { ProblemPageQuery } from './problemPageQuery';

export function ProblemPage() {
  const { bookId, problemId = '' } = useParams();
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ProblemPageQuery, { variables: { link: problemId } });
  const problem = data?.problem;
  useDocumentTitle(problem?.title ?? t('problem.documentTitle'));

  if (data && data.problem === null) return <Navigate to={notFoundPath()} replace />;

  return (
    <PageContainer className="max-w-4xl">
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: homePath() },
          ...(bookId ? [{ label: t('book.documentTitle'), to: bookPath(bookId) }] : []),
          { label: problem?.title ?? t('problem.documentTitle') },
        ]}
      />
      {!problem && error && <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />}
      {!problem && !error && (
        <div role="status" aria-label={t('problem.loadingProblem')}>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="mt-4 h-5 w-48" />
          <Skeleton className="mt-8 h-64 rounded-2xl" />
        </div>
      )}
      {problem && (
        <article>
          <header>
            <h1 className="text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
              {problem.title}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
              <DifficultyLabel difficulty={problem.difficulty} />
              <span>{t(`problem.category.${problem.category}`)}</span>
              {problem.minutes > 0 && (
                <span className="inline-flex items-center gap-1">
                  <ClockIcon className="size-4" />
                  {t('book.minutes', { count: problem.minutes })}
                </span>
              )}
            </div>
          </header>

          <p className="mt-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-200">
            <InfoIcon className="mt-0.5 size-4 shrink-0" />
            {t('problem.workbenchSoon')}
          </p>

          <section aria-labelledby="statement-heading" className="mt-8">
            <h2 id="statement-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('problem.statement')}
            </h2>
            {problem.describe.trim() ? (
              // Plain text on purpose: markdown rendering arrives with the workbench.
              <pre className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-5 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
                {problem.describe}
              </pre>
            ) : (
              <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('problem.noStatement')}</p>
            )}
          </section>

          <Link
            to={bookId ? bookPath(bookId) : homePath()}
            className="mt-8 inline-flex items-center gap-2 rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
          >
            <ArrowLeftIcon className="size-4" />
            {bookId ? t('problem.backToBook') : t('problem.backHome')}
          </Link>
        </article>
      )}
    </PageContainer>
  );
}
