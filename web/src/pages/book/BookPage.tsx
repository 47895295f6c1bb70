// `/book/:bookId` (bookId is the book's link): header, progress with the book's actions, and
// the problem list. An unknown link goes to /404, replacing history so "back" skips the dead URL.
import { refetchQuietly } from '../../apollo/refetchQuietly';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { homePath, notFoundPath } from '../../app/paths';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ErrorState } from '../../components/ErrorState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import '../../i18n/namespaces/bookActions';
import { PageContainer } from '../../layout/PageContainer';
import { BookActions } from './BookActions';
import { BookProgressContext } from './BookProgressContext';
import { BookHeader } from './BookHeader';
import { BookPageSkeleton } from './BookPageSkeleton';
import { BookPageDocument } from '../../gql/graphql';
import { ProblemList } from './ProblemList';
import { ProgressPanel } from './ProgressPanel';

export function BookPage() {
  const { bookId = '' } = useParams();
  // one page per book: a deferred result (below) of the previous book never shows under the next one's address
  return <BookPageOf key={bookId} bookId={bookId} />;
}

function BookPageOf({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  // Shown from the cache at once, then refreshed: the viewer's status and problem statuses may
  // have changed elsewhere (dashboard, workbench, another tab) since the book was cached.
  const {
    data: current,
    error,
    loading,
    refetch,
  } = useQuery(BookPageDocument, {
    variables: { link: bookId },
    fetchPolicy: 'cache-and-network',
  });
  // Apollo hands a query's result to React synchronously, in the same task that wrote it into
  // the cache: the whole page (header, filters, the first rows) rendered there made the page's
  // longest task. The first result is deferred: that render runs in the background in slices
  // React interrupts for input, the skeleton staying up meanwhile. Data already cached shows at
  // once, and every later change (a toggle, an action) renders at once too, as before: focus
  // moves to what those changes render.
  const deferred = useDeferredValue(current);
  const data = deferred?.book === undefined ? deferred : current;
  const book = data?.book;
  useDocumentTitle(book?.title ?? t('book.documentTitle'));

  if (data && data.book === null) return <Navigate to={notFoundPath()} replace />;

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath() }, { label: book?.title ?? t('book.books') }]} />
      {!book && error && <ErrorState error={error} onRetry={() => refetchQuietly(refetch)} />}
      {!book && !error && <BookPageSkeleton label={t('book.loadingBook')} />}
      {book && (
        <>
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <BookHeader book={book} />
            <ProgressPanel count={book.count}>
              <BookActions book={book} fresh={!loading} />
            </ProgressPanel>
          </div>
          {/* the rows' done toggles read the book's id and count from here */}
          <BookProgressContext value={{ id: book.id, link: book.link, count: book.count, fresh: !loading }}>
            <ProblemList bookLink={book.link} problems={book.problems} />
          </BookProgressContext>
        </>
      )}
    </PageContainer>
  );
}
