// The All tests tab: every test of the visible suite, with its status from the last run.
import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunState } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { suiteNames } from './suite';

export function AllTestsTab() {
  const { t } = useTranslation('workbench');
  const { problem } = useWorkbench();
  const run = useRunState((s) => s.run);
  const names = useMemo(() => suiteNames(problem.testCase), [problem.testCase]);
  const status = new Map(run.result?.results.map((test) => [test.name, test.status]) ?? []);
  if (names.length === 0) return <p className="p-3 text-sm text-slate-500">{t('runner.noTests')}</p>;
  return (
    <div className="p-3 text-sm">
      <h2 className="text-xs font-semibold text-slate-600 dark:text-slate-300">{t('runner.visibleSuite')}</h2>
      <ul className="mt-2 space-y-1">
        {names.map((name) => {
          const state = status.get(name);
          return (
            <li key={name} className="flex items-center gap-2">
              {state === 'passed' ? (
                <CheckCircle2 aria-label={t('runner.passed')} className="size-4 shrink-0 text-emerald-600" />
              ) : state === 'failed' ? (
                <XCircle aria-label={t('runner.failedTest')} className="size-4 shrink-0 text-red-600" />
              ) : (
                <CircleDashed aria-label={t('runner.waiting')} className="size-4 shrink-0 text-slate-400" />
              )}
              <span>{name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
