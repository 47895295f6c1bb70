// Which problems use which company and tag keys, so a company or topic card without a book of
// its own can lead to the all-questions book filtered to it, and say how many problems it holds.
import { bookPath } from '../app/paths';
import { ALL_QUESTIONS_BOOK } from '../data/books';

/** The book page's URL query parameters (repeated for several values). */
export type FilterParam = 'company' | 'tag';

export interface KeyedProblem {
  id: string;
  tags: readonly { key: string }[];
  companies: readonly { key: string }[];
}

/** key → ids of the problems carrying it, per parameter. */
export type ProblemKeyIndex = Record<FilterParam, Map<string, Set<string>>>;

export function indexProblemKeys(problems: readonly KeyedProblem[]): ProblemKeyIndex {
  const index: ProblemKeyIndex = { company: new Map(), tag: new Map() };
  const add = (param: FilterParam, key: string, id: string) => {
    const ids = index[param].get(key) ?? new Set<string>();
    ids.add(id);
    index[param].set(key, ids);
  };
  for (const problem of problems) {
    for (const { key } of problem.companies) add('company', key, problem.id);
    for (const { key } of problem.tags) add('tag', key, problem.id);
  }
  return index;
}

export interface KeyMatch {
  /** the asked keys that some problem carries, in the order asked */
  keys: string[];
  /** problems carrying ANY of them (the book page's rule within one filter group) */
  count: number;
}

/** undefined when no problem carries any of the keys. */
export function matchKeys(index: ProblemKeyIndex, param: FilterParam, keys: readonly string[]): KeyMatch | undefined {
  const used = keys.filter((key, i) => keys.indexOf(key) === i && index[param].has(key));
  if (used.length === 0) return undefined;
  const ids = new Set(used.flatMap((key) => [...index[param].get(key)!]));
  return { keys: used, count: ids.size };
}

/** `/book/all-interview-questions?tag=a&tag=b` */
export function filteredBookPath(param: FilterParam, keys: readonly string[]): string {
  const query = new URLSearchParams(keys.map((key) => [param, key]));
  return `${bookPath(ALL_QUESTIONS_BOOK)}?${query.toString()}`;
}
