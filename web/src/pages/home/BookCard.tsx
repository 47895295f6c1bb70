// One book in the home catalogue; the whole card is the link to the book.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookPath } from '../../app/paths';
import { Badge } from '../../components/Badge';
import { BookIcon } from '../../components/BookIcon';
import { ArrowRightIcon } from '../../components/icons';
import type { HomeBooksQuery } from '../../gql/graphql';
import { pickLocalized } from '../../i18n/pickLocalized';
import { useLocale } from '../../i18n/useLocale';

export type HomeBook = HomeBooksQuery['books']['edges'][number]['node'];

export function BookCard({ book }: { book: HomeBook }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const problemCount = book.count[0] ?? 0;
  return (
    <Link
      to={bookPath(book.link)}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50"
    >
      <div className="flex items-start gap-4">
        <BookIcon icon={book.icon} title={book.title} />
        <h3 className="min-w-0 pt-0.5 text-lg leading-snug font-semibold text-slate-900 group-hover:text-indigo-600 dark:text-white dark:group-hover:text-indigo-300">
          {book.title}
        </h3>
      </div>
      {book.description && (
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {book.description}
        </p>
      )}
      {book.badges.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-1.5">
          {book.badges.map((badge, index) => (
            <Badge key={index} color={badge.color}>
              {pickLocalized(badge.label, locale)}
            </Badge>
          ))}
        </div>
      )}
      <div className="mt-auto flex items-center justify-between pt-5 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-300">
          {t('home.problemCount', { count: problemCount })}
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-indigo-600 dark:text-indigo-300">
          <span className="sr-only sm:not-sr-only">{t('home.openBook')}</span>
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Link>
  );
}
