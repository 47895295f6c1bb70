// 'Learning' (subscribed) and 'Archived' books as progress cards linking to their pages.
import { refetchQuietly } from '../../apollo/refetchQuietly';
import { useQuery } from '@apollo/client/react';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Skeleton } from '../../components/Skeleton';
import { primaryButton } from '../../components/buttonStyles';
import { DashboardBooksDocument, type TrackedBookStatus } from '../../gql/graphql';
import { BookCard } from './BookCard';
import { SectionUnavailable, useLogFailure } from './sectionParts';

export function BookList({ status }: { status: TrackedBookStatus }) {
  const { t } = useTranslation('dashboard');
  const { data, error, refetch } = useQuery(DashboardBooksDocument, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });
  useLogFailure(`${status} books`, error);
  const books = data?.myBooks;
  const id = `books-${status}-heading`;
  const title = status === 'subscribed' ? t('books.learning') : t('books.archived');
  return (
    <section aria-labelledby={id} data-testid={`books-${status}`} className="@container">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
        {books && books.length > 0 && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 tabular-nums dark:bg-slate-800 dark:text-slate-300">
            {books.length}
          </span>
        )}
      </h2>
      {books ? (
        books.length > 0 ? (
          <ul className="mt-4 grid gap-4 @lg:grid-cols-2 @3xl:grid-cols-3">
            {books.map((book) => (
              <li key={book.id}>
                <BookCard book={book} />
              </li>
            ))}
          </ul>
        ) : status === 'subscribed' ? (
          <LearningEmpty />
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 px-5 py-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('books.archivedEmpty')}
          </p>
        )
      ) : error ? (
        <SectionUnavailable onRetry={() => refetchQuietly(refetch)} />
      ) : (
        <div role="status" aria-label={t('loading')} className="mt-4 grid gap-4 @lg:grid-cols-2 @3xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-[8.5rem] rounded-2xl" />
          ))}
        </div>
      )}
    </section>
  );
}

function LearningEmpty() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
      <Compass aria-hidden="true" className="size-8 text-indigo-500 dark:text-indigo-400" />
      <p className="font-semibold text-slate-900 dark:text-white">{t('books.learningEmpty')}</p>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('books.learningEmptyHint')}</p>
      <Link to={paths.guide} className={`${primaryButton} mt-1`}>
        {t('books.browse')}
      </Link>
    </div>
  );
}
