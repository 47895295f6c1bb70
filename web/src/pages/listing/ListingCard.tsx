// One card of a listing: the server's book when it exists, else the static entry with an
// "in preparation" badge. Both link to /book/{slug}.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookPath } from '../../app/paths';
import { BookIcon } from '../../components/BookIcon';
import type { ListingBook } from './useListingBooks';

export interface ListingCardModel {
  slug: string;
  title: string;
  description: string;
  icon: string;
  book?: ListingBook;
}

export function ListingCard({ item, compact = false }: { item: ListingCardModel; compact?: boolean }) {
  const { t } = useTranslation();
  const total = item.book?.count[0] ?? 0;
  return (
    <Link
      to={bookPath(item.slug)}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50"
    >
      <div className="flex items-start gap-4">
        <BookIcon icon={item.icon} title={item.title} />
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold text-slate-900 group-hover:text-indigo-600 dark:text-white dark:group-hover:text-indigo-300">
            {item.title}
          </h3>
          {!item.book && (
            <span className="mt-1.5 inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25">
              {t('listing.inPreparation')}
            </span>
          )}
        </div>
      </div>
      {!compact && item.description && (
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {item.description}
        </p>
      )}
      <div className="mt-auto flex items-center justify-between pt-4 text-sm">
        <span className="text-slate-600 dark:text-slate-400">
          {item.book ? t('listing.problems', { count: total }) : ''}
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 text-indigo-600 transition-transform group-hover:translate-x-0.5 dark:text-indigo-300"
        />
      </div>
    </Link>
  );
}
