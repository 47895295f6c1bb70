// Easy / Medium / Hard, colored green / amber / red (with the word, never color alone).
// DifficultyBadge takes the word from its caller: long lists translate once for every row.
import { useTranslation } from 'react-i18next';
import type { Difficulty } from '../gql/graphql';

const TONE: Record<Difficulty, string> = {
  Easy: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  Medium:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
  Hard: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
};

export function DifficultyBadge({ difficulty, label }: { difficulty: Difficulty; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[difficulty]}`}
    >
      {label}
    </span>
  );
}

export function DifficultyLabel({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation();
  return <DifficultyBadge difficulty={difficulty} label={t(`problem.difficulty.${difficulty}`)} />;
}
