// A submission's or saved version's status as the server recorded it.
import { useTranslation } from 'react-i18next';
import type { SolutionStatus } from '../../gql/graphql';

const TONE: Record<SolutionStatus, string> = {
  success: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  failure: 'bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-300',
  untested: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
};

export function VerdictBadge({ status }: { status: SolutionStatus }) {
  const { t } = useTranslation('workbench');
  return (
    <span data-verdict={status} className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {t(`submit.verdict.${status}`)}
    </span>
  );
}
