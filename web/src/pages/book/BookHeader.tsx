// Top of the book page: icon, title with the viewer's tracking status, description, badges and
// what the book covers.
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BookIcon } from '../../components/BookIcon';
import { CheckIcon } from '../../components/icons';
import { resolveBookIcon } from '../../components/resolveBookIcon';
import type { BookPageQuery } from '../../gql/graphql';
import { pickLocalized } from '../../i18n/pickLocalized';
import { useLocale } from '../../i18n/useLocale';
import { BookStatusChip } from './tracking/BookStatusChip';

type Book = NonNullable<BookPageQuery['book']>;

function FeatureIcon({ icon }: { icon: string }) {
  // Emoji or image icons are shown as given; icon names fall back to a check mark.
  const resolved = resolveBookIcon(icon, '');
  if (resolved.kind === 'emoji') return <span aria-hidden="true">{resolved.text}</span>;
  if (resolved.kind === 'image') return <img src={resolved.src} alt="" className="size-4" />;
  return <CheckIcon className="size-4 text-emerald-500" />;
}

export function BookHeader({ book }: { book: Book }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header>
      <div className="flex items-start gap-4 sm:gap-5">
        <BookIcon icon={book.icon} title={book.title} size="lg" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
              {book.title}
            </h1>
            <BookStatusChip status={book.status} icon={book.icon} title={book.title} />
          </div>
          {book.badges.length > 0 && (
            <div className="mt-3 flex flex-wrap gap-1.5">
              {book.badges.map((badge, index) => (
                <Badge key={index} color={badge.color}>
                  {pickLocalized(badge.label, locale)}
                </Badge>
              ))}
            </div>
          )}
        </div>
      </div>
      {book.description && (
        <p className="mt-5 max-w-3xl text-base leading-relaxed text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
          {book.description}
        </p>
      )}
      {book.features.length > 0 && (
        <div className="mt-6">
          <h2 className="sr-only">{t('book.features')}</h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {book.features.map((feature, index) => (
              <li key={index} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <span className="flex w-5 shrink-0 justify-center">
                  <FeatureIcon icon={feature.icon} />
                </span>
                {pickLocalized(feature.label, locale)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
}
