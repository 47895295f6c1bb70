// The listing page pattern: title, description, a client-side case-insensitive title
// search, a three-column grid, and empty / error states (error heading "load failed").
import { refetchQuietly } from '../../apollo/refetchQuietly';
import '../../i18n/namespaces/listings';
import { AlertTriangle, Search, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { secondaryButton } from '../../components/buttonStyles';
import type { ListingEntry } from '../../data/listings';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { ListingCard } from './ListingCard';
import { filterByTitle, type ListingKind } from '../../listings/toCards';
import { useListingCards } from './useListingCards';

export function ListingPage({
  kind,
  entries,
  children,
  cardsHeading,
}: {
  kind: ListingKind;
  entries: readonly ListingEntry[];
  /** what the page shows between its header and the cards (the learner's own plan on /plans) */
  children?: ReactNode;
  /** a heading over the cards when something comes before them */
  cardsHeading?: string;
}) {
  const { t } = useTranslation('listings');
  const { t: tc } = useTranslation();
  usePageMeta(tc(`meta.${kind}.title`), tc(`meta.${kind}.description`));
  const [query, setQuery] = useState('');
  const searchId = useId();
  const describe = (name: string, preparing: boolean) =>
    kind === 'companies'
      ? t(preparing ? 'companyPreparing' : 'companyDescription', { name })
      : t(preparing ? 'fieldPreparing' : 'fieldDescription', { name });
  const { cards: allCards, error, retry } = useListingCards(kind, entries, describe);
  const cards = allCards && filterByTitle(allCards, query);

  return (
    <PageContainer>
      <PageHeader eyebrow={t(`${kind}.eyebrow`)} title={t(`${kind}.title`)} intro={t(`${kind}.description`)} />
      {children}
      {cardsHeading && <h2 className="mt-10 text-xl font-bold text-slate-900 dark:text-white">{cardsHeading}</h2>}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {tc('listing.searchLabel')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={tc('listing.searchPlaceholder')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label={tc('listing.clearSearch')}
              className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-200"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        {/* there from the first paint (a line tall on a phone, where it sits under the search), so
            the cards below do not move when the count arrives */}
        <p className="min-h-5 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          {cards && tc('listing.count', { count: cards.length })}
        </p>
      </div>

      <div className="mt-6">
        {error && !cards ? (
          <div
            role="alert"
            className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-500/30 dark:bg-red-500/5"
          >
            <AlertTriangle aria-hidden="true" className="size-8 text-red-500 dark:text-red-400" />
            <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{tc('listing.loadFailed')}</h2>
            <p className="text-sm text-red-700 dark:text-red-300">{error.message || tc('listing.failedToFetch')}</p>
            <button type="button" className={secondaryButton} onClick={() => refetchQuietly(retry)}>
              {tc('listing.retry')}
            </button>
          </div>
        ) : !cards ? (
          <div role="status" aria-label={tc('listing.loading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-36 rounded-2xl" />
            ))}
          </div>
        ) : cards.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {query.trim() ? tc('listing.noMatch', { query: query.trim() }) : tc('listing.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.slug}>
                <ListingCard item={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}
