// One tracked book: icon, title, "completed / total questions", the floored percentage and a
// bar in the book page's progress colours (book/progress.ts).
import { useTranslation } from 'react-i18next';
import { BookCardLink } from '../../components/BookCardLink';
import type { DashboardBooksQuery } from '../../gql/graphql';
import { PROGRESS_BAR_CLASS, computeProgress } from '../../components/bookProgress';

type Book = DashboardBooksQuery['myBooks'][number];

export function BookCard({ book }: { book: Book }) {
  const { t } = useTranslation('dashboard');
  const { total, completed, percent, tone } = computeProgress(book.count);
  return (
    <BookCardLink book={book} size="compact">
      <div className="mt-auto pt-5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span data-testid="book-progress" className="text-slate-600 tabular-nums dark:text-slate-400">
            {t('books.progress', { completed, total })}
          </span>
          <span data-testid="book-percent" className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {percent}%
          </span>
        </div>
        {/* The percentage above says it in words; inside a link the bar would only repeat it. */}
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
          <div
            data-tone={tone}
            className={`h-full rounded-full transition-[width] duration-500 ${PROGRESS_BAR_CLASS[tone]}`}
            // A sliver stays visible at 0% so the empty bar still reads as a bar.
            style={{ width: `${Math.max(percent, tone === 'none' ? 2 : 0)}%` }}
          />
        </div>
      </div>
    </BookCardLink>
  );
}
