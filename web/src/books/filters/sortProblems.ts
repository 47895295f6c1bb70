// Spec §5 sorting. Titles compare with the UI language's collation (Chinese by pinyin),
// difficulty by rank (§9: Easy 1, Medium 2, Hard 3), creation time by date. Ties, and the
// default, keep the book's order.
import type { Difficulty } from '../../gql/graphql';
import type { FilterableProblem, SortOption } from './filterState';

export const DIFFICULTY_RANK: Record<Difficulty, number> = { Easy: 1, Medium: 2, Hard: 3 };

/** Spec §5 "Locale normalisation for sorting": zhCN → zh-cn, en → en-us, else en-US. */
export function sortLocale(locale: string | undefined): string {
  if (locale === 'zhCN') return 'zh-cn';
  if (locale === 'en') return 'en-us';
  return 'en-US';
}

/**
 * One collator per language for the page's life: making one loads the language's collation
 * rules (pinyin for Chinese), several milliseconds on a phone, and the sidebar and the sort
 * both want one on every change of the filters.
 */
const collators = new Map<string, Intl.Collator>();
export function collatorFor(locale: string | undefined): Intl.Collator {
  const tag = sortLocale(locale);
  let collator = collators.get(tag);
  if (!collator) {
    collator = new Intl.Collator(tag);
    collators.set(tag, collator);
  }
  return collator;
}

type Compare = (a: FilterableProblem, b: FilterableProblem) => number;

function comparator(sort: Exclude<SortOption, 'default'>, locale: string): Compare {
  const collator = collatorFor(locale);
  const time = (p: FilterableProblem) => {
    const ms = Date.parse(p.createdAt);
    return Number.isNaN(ms) ? 0 : ms;
  };
  switch (sort) {
    case 'TITLE_ASC':
      return (a, b) => collator.compare(a.title, b.title);
    case 'TITLE_DESC':
      return (a, b) => collator.compare(b.title, a.title);
    case 'DIFFICULTY_ASC':
      return (a, b) => DIFFICULTY_RANK[a.difficulty] - DIFFICULTY_RANK[b.difficulty];
    case 'DIFFICULTY_DESC':
      return (a, b) => DIFFICULTY_RANK[b.difficulty] - DIFFICULTY_RANK[a.difficulty];
    case 'CREATE_TIME_ASC':
      return (a, b) => time(a) - time(b);
    case 'CREATE_TIME_DESC':
      return (a, b) => time(b) - time(a);
  }
}

/** A sorted copy; equal items stay in their input (book) order. */
export function sortProblems<P extends FilterableProblem>(
  problems: readonly P[],
  sort: SortOption,
  locale: string,
): P[] {
  if (sort === 'default') return [...problems];
  const compare = comparator(sort, locale);
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => compare(a.problem, b.problem) || a.index - b.index)
    .map(({ problem }) => problem);
}
