// Static listing entries + the server's books → cards in the current language.
import type { ListingEntry } from '../../data/listings';
import type { AppLocale } from '../../i18n/locale';
import type { ListingCardModel } from './ListingCard';
import type { ListingBook } from './useListingBooks';

export function toCards(
  entries: readonly ListingEntry[],
  byLink: Map<string, ListingBook>,
  locale: AppLocale,
  describe: (name: string) => string,
): ListingCardModel[] {
  return entries.map((entry) => {
    const book = byLink.get(entry.slug);
    const title = book?.title || entry.title[locale];
    return {
      slug: entry.slug,
      title,
      description: book?.description || entry.description?.[locale] || describe(entry.title[locale]),
      icon: book?.icon || entry.icon || '',
      book,
    };
  });
}

/** Case-insensitive title filter (spec: listing pages). */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase().includes(needle));
}
