// Every book of the question bank as a card, 24 at a time with "load more" (a section of
// the landing page).
import { refetchQuietly } from '../../apollo/refetchQuietly';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { secondaryButton } from '../../components/buttonStyles';
import { HomeBooksDocument } from '../../gql/graphql';
import { BookCard } from './BookCard';
import { BookCardSkeleton } from './BookCardSkeleton';

/** books per page of the catalogue ("load more" asks for the next as many) */
export const BOOKS_PAGE_SIZE = 24;

const gridClass = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

export function BookCatalogue() {
  const { t } = useTranslation();
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(HomeBooksDocument, {
    variables: { first: BOOKS_PAGE_SIZE },
  });
  const [loadMoreError, setLoadMoreError] = useState<Error>();

  const books = data?.books;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = () => {
    setLoadMoreError(undefined);
    fetchMore({ variables: { after: books?.pageInfo.endCursor } }).catch((reason: unknown) =>
      setLoadMoreError(reason instanceof Error ? reason : new Error(String(reason))),
    );
  };

  return (
    <section
      aria-labelledby="books-heading"
      aria-busy={!books && !error}
      className="border-t border-slate-200/70 dark:border-slate-800/70"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id="books-heading"
              className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
            >
              {t('home.booksHeading')}
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t('home.booksIntro')}</p>
          </div>
          {books && (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('home.booksCount', { count: books.totalCount })}
            </p>
          )}
        </div>

        {!books && error && <ErrorState error={error} onRetry={() => refetchQuietly(refetch)} />}

        {!books && !error && (
          <div className={gridClass} role="status" aria-label={t('home.loadingBooks')}>
            {Array.from({ length: 6 }, (_, index) => (
              <BookCardSkeleton key={index} />
            ))}
          </div>
        )}

        {books && books.edges.length === 0 && (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {t('home.empty')}
          </p>
        )}

        {books && books.edges.length > 0 && (
          <ul className={gridClass}>
            {books.edges.map(({ node }) => (
              <li key={node.id}>
                <BookCard book={node} />
              </li>
            ))}
          </ul>
        )}

        {books?.pageInfo.hasNextPage && (
          <div className="mt-10 flex flex-col items-center gap-3">
            {loadMoreError && (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {loadMoreError.message}
              </p>
            )}
            <button type="button" className={secondaryButton} onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? t('home.loadingMore') : t('home.loadMore')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
