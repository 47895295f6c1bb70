// Static listing entries + the server's books and problem keys → cards in the current language.
// A card leads to its own book when the question bank has it; else a company or topic card
// leads to the all-questions book filtered to it when some problem carries its key; else it is
// shown "in preparation" and leads nowhere (never to a 404).
import { bookPath } from '../app/paths';
import type { ListingEntry } from '../data/listings';
import type { AppLocale } from '../i18n/locale';
import { type FilterParam, type ProblemKeyIndex, filteredBookPath, matchKeys } from './problemKeys';
import type { ListingBook } from './useListingBooks';

export type ListingKind = 'plans' | 'companies' | 'fields';

/** Study plans are books or nothing; companies and topics fall back to a filter. */
export const FILTER_PARAM: Record<ListingKind, FilterParam | undefined> = {
  plans: undefined,
  companies: 'company',
  fields: 'tag',
};

export type CardTarget =
  | { kind: 'book'; href: string; problems: number }
  | { kind: 'filtered'; href: string; problems: number }
  | { kind: 'preparing' };

export interface ListingCardModel {
  slug: string;
  title: string;
  description: string;
  icon: string;
  target: CardTarget;
}

export function cardTarget(
  entry: ListingEntry,
  book: ListingBook | undefined,
  param: FilterParam | undefined,
  index: ProblemKeyIndex | undefined,
): CardTarget {
  if (book) return { kind: 'book', href: bookPath(book.link), problems: book.count[0] ?? 0 };
  if (param && index) {
    const match = matchKeys(index, param, entry.keys ?? [entry.slug]);
    if (match) return { kind: 'filtered', href: filteredBookPath(param, match.keys), problems: match.count };
  }
  return { kind: 'preparing' };
}

export interface CardSources {
  byLink: Map<string, ListingBook>;
  /** absent on /plans (no filter fallback) */
  index?: ProblemKeyIndex;
}

export function toCards(
  kind: ListingKind,
  entries: readonly ListingEntry[],
  { byLink, index }: CardSources,
  locale: AppLocale,
  /** the fallback description; `preparing` asks for one that promises nothing yet */
  describe: (name: string, preparing: boolean) => string,
): ListingCardModel[] {
  return entries.map((entry) => {
    const book = byLink.get(entry.slug);
    const target = cardTarget(entry, book, FILTER_PARAM[kind], index);
    const name = entry.title[locale];
    return {
      slug: entry.slug,
      title: book?.title || name,
      description: book?.description || entry.description?.[locale] || describe(name, target.kind === 'preparing'),
      // The listing's own icon first: it was chosen for this page (a logo tile, a plan's
      // picture), while most catalogue icons are lucide names a card draws as a monogram.
      icon: entry.icon || book?.icon || '',
      target,
    };
  });
}

/** Case-insensitive title filter (spec: listing pages). */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase().includes(needle));
}
