// During a fresh attempt, the tabs that would show the learner's earlier code or the reference
// solution (submissions, saved versions, solutions) show why they are empty instead.
import '../../i18n/namespaces/review';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFresh } from '../state/useStores';

export function FreshGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('review');
  const hidden = useFresh((s) => s.active && s.phase !== 'done');
  if (!hidden) return children;
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-600 dark:text-slate-300"
      data-testid="fresh-hidden"
    >
      <EyeOff aria-hidden="true" className="size-6" />
      <p className="font-semibold">{t('fresh.hidden')}</p>
      <p>{t('fresh.hiddenHint')}</p>
    </div>
  );
}
