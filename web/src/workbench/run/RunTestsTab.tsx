// The Run tests tab: the runner's state (waiting, running, all passed, failed), the summary
// ("3/5 passed"), a run's error in the spec's words (transpilation failed, execution failed,
// test timeout of 5000 ms, unknown error), and one row per test with its status, duration,
// assertion message and console output; rows open when failed or when they logged.
import { CheckCircle2, CircleDashed, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRunState } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { LoginPrompt } from '../LoginPrompt';
import { LogLines } from './LogLines';
import { errorKind, expandsByDefault } from './runModel';
import { customResultName, testBodyOf } from '../cases/customCases';
import { toast } from '../../toast/toast';

const ERROR_TITLE = {
  transpile: 'runner.transpileFailed',
  timeout: 'runner.timeout',
  execution: 'runner.executionFailed',
  unknown: 'runner.unknownError',
} as const;

export function RunTestsTab() {
  const { t } = useTranslation('workbench');
  const { signedIn, problem, setCases, stores, showTab } = useWorkbench();
  const copyAsCase = (body: string) => {
    setCases([...stores.cases.getState().cases, { kind: 'test', body }]);
    showTab('case');
    toast.success(t('cases.copied'));
  };
  const run = useRunState((s) => s.run);
  const result = run.result;
  const phaseLabel = {
    waiting: t('runner.waiting'),
    running: t('runner.running'),
    passed: t('runner.allPassed'),
    failed: t('runner.failed'),
  }[run.phase];
  const errorMessage = result?.hasError ? result.errorMessage : run.failure;
  const showError = !!result?.hasError || !!run.failure;

  return (
    <div className="p-3 text-sm" data-testid="runner" data-phase={run.phase}>
      <div className="flex items-center gap-2" role="status" aria-live="polite">
        {run.phase === 'running' && <Loader2 aria-hidden="true" className="size-4 animate-spin text-indigo-500" />}
        {run.phase === 'passed' && <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />}
        {run.phase === 'failed' && <XCircle aria-hidden="true" className="size-4 text-red-600" />}
        {run.phase === 'waiting' && <CircleDashed aria-hidden="true" className="size-4 text-slate-400" />}
        <span
          className={`font-semibold ${
            run.phase === 'passed'
              ? 'text-emerald-700 dark:text-emerald-300'
              : run.phase === 'failed'
                ? 'text-red-700 dark:text-red-300'
                : 'text-slate-700 dark:text-slate-200'
          }`}
        >
          {phaseLabel}
        </span>
        {result && (
          <span data-testid="run-summary" className="text-slate-600 dark:text-slate-300">
            {t('runner.summary', { passed: result.passed, total: result.total })}
          </span>
        )}
      </div>
      {run.phase === 'waiting' && !result && (
        <p className="mt-2 text-slate-500 dark:text-slate-400">{t('runner.hint')}</p>
      )}
      {showError && (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
        >
          <p className="font-semibold">{t(ERROR_TITLE[errorKind(errorMessage)])}</p>
          {errorMessage && <pre className="mt-1 font-mono text-xs whitespace-pre-wrap">{errorMessage}</pre>}
        </div>
      )}
      {result && result.logs.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-600 dark:text-slate-300">{t('runner.logs')}</p>
          <LogLines logs={result.logs} />
        </div>
      )}
      {result && (
        <ul className="mt-3 space-y-1.5">
          {result.results.map((test) => {
            const yours = customResultName(test.name);
            const body =
              test.status === 'failed' && yours === null && problem.category === 'JSFunction'
                ? testBodyOf(problem.testCase, test.name)
                : null;
            return (
              <li key={test.id} data-testid="test-row" data-status={test.status} data-custom={yours !== null}>
                <details
                  open={expandsByDefault(test)}
                  className="rounded-md border border-slate-200 dark:border-slate-800"
                >
                  <summary className="flex cursor-pointer items-center gap-2 px-2.5 py-1.5">
                    {test.status === 'passed' ? (
                      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
                    ) : (
                      <XCircle aria-hidden="true" className="size-4 shrink-0 text-red-600" />
                    )}
                    <span className="sr-only">
                      {test.status === 'passed' ? t('runner.passed') : t('runner.failedTest')}
                    </span>
                    <span className="min-w-0 flex-1 truncate">{yours ?? test.name}</span>
                    {yours !== null && (
                      <span className="shrink-0 rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200">
                        {t('cases.yours')}
                      </span>
                    )}
                    <span className="shrink-0 text-xs text-slate-500">
                      {t('runner.duration', { ms: test.duration })}
                    </span>
                  </summary>
                  <div className="border-t border-slate-200 px-2.5 py-2 dark:border-slate-800">
                    {test.error && (
                      <pre className="font-mono text-xs whitespace-pre-wrap text-red-700 dark:text-red-300">
                        {test.error}
                      </pre>
                    )}
                    {test.logs.length > 0 && <LogLines logs={test.logs} />}
                    {!test.error && test.logs.length === 0 && (
                      <p className="text-xs text-slate-500">{t('runner.passed')}</p>
                    )}
                    {body !== null && (
                      <button
                        type="button"
                        className="mt-2 rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                        onClick={() => copyAsCase(body)}
                      >
                        {t('cases.copyAsCase')}
                      </button>
                    )}
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      {!signedIn && result && (
        <div className="mt-4">
          <LoginPrompt reason="results" compact />
        </div>
      )}
    </div>
  );
}
