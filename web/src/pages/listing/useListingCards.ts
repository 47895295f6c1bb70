// A listing's cards once both sources have answered: the books by link and, for companies and
// topics, the problem keys that decide where a card without a book leads.
import { useCallback } from 'react';
import type { ListingEntry } from '../../data/listings';
import { useLocale } from '../../i18n/useLocale';
import { FILTER_PARAM, type ListingCardModel, type ListingKind, toCards } from '../../listings/toCards';
import { useListingBooks } from '../../listings/useListingBooks';
import { useProblemKeys } from '../../listings/useProblemKeys';

export function useListingCards(
  kind: ListingKind,
  entries: readonly ListingEntry[],
  describe: (name: string, preparing: boolean) => string,
) {
  const locale = useLocale();
  const needsKeys = FILTER_PARAM[kind] !== undefined;
  const books = useListingBooks(entries.map((e) => e.slug));
  const keys = useProblemKeys({ skip: !needsKeys });
  const ready = Boolean(books.data) && (!needsKeys || keys.index !== undefined);
  const cards: ListingCardModel[] | undefined = ready
    ? toCards(kind, entries, { byLink: books.byLink, index: keys.index }, locale, describe)
    : undefined;
  const { refetch: refetchBooks } = books;
  const { refetch: refetchKeys } = keys;
  const retry = useCallback(
    () => Promise.all([refetchBooks(), needsKeys ? refetchKeys() : undefined]).then(() => undefined),
    [refetchBooks, refetchKeys, needsKeys],
  );
  return { cards, error: books.error ?? keys.error, retry };
}
