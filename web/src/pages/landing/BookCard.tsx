// One book in the landing page's catalogue; the whole card is the link to the book.
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BookCardLink } from '../../components/BookCardLink';
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
    <BookCardLink book={book} size="large">
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
    </BookCardLink>
  );
}
