// The words of a book's problem rows, translated once per list and value rather than once per
// row: a book lists hundreds of rows, each with six or so texts, and i18next's lookup (key
// parsing, plural resolution, interpolation) made up a good part of rendering the list.
import type { TFunction } from 'i18next';
import type { Difficulty, ProblemCategory, ProblemKind, ProgressStatus } from '../../gql/graphql';
import { toggleLabelKey } from './problemToggle';

export interface RowTexts {
  status(status: ProgressStatus): string;
  difficulty(difficulty: Difficulty): string;
  /** what the row's meta line calls the problem: its kind when it has one, else its category */
  kind(category: ProblemCategory, kind: ProblemKind | null): string;
  minutes(count: number): string;
  /** the label of the tags' group */
  tags: string;
  /** the done toggle's label for a problem in that status */
  toggle(category: ProblemCategory, status: ProgressStatus, kind: ProblemKind | null): string;
}

/** a function of one key, computed once per key */
function once<K>(compute: (key: K) => string): (key: K) => string {
  const cache = new Map<K, string>();
  return (key) => {
    let text = cache.get(key);
    if (text === undefined) {
      text = compute(key);
      cache.set(key, text);
    }
    return text;
  };
}

/** texts for one language: make a new one when the translation functions change */
export function rowTexts(t: TFunction, tActions: TFunction<'bookActions'>): RowTexts {
  const kind = once((key: string) => {
    const [category, problemKind] = key.split(' ') as [ProblemCategory, ProblemKind | ''];
    return problemKind ? t(`problem.kind.${problemKind}`) : t(`problem.category.${category}`);
  });
  const toggle = once((key: ReturnType<typeof toggleLabelKey>) => tActions(key));
  return {
    status: once((status: ProgressStatus) => t(`problem.status.${status}`)),
    difficulty: once((difficulty: Difficulty) => t(`problem.difficulty.${difficulty}`)),
    kind: (category, problemKind) => kind(`${category} ${problemKind ?? ''}`),
    minutes: once((count: number) => t('book.minutes', { count })),
    tags: t('book.tags'),
    toggle: (category, status, problemKind) => toggle(toggleLabelKey(category, status, problemKind)),
  };
}
