// Run: either participant runs the code in the judge (with the problem's visible tests, or on a
// blank pad the code alone, to read its console) through runInterviewCode, which names the room:
// the server picks the tests and refuses the candidate's run while the interviewer has runs turned
// off (the button is disabled then, with the reason); the result goes into the code document's Y.Map
// 'run' with who ran it, so both screens show the same last run. What is shared is kept small:
// the room's document has a size limit.
import { useMutation } from '@apollo/client/react';
import { Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import { InterviewRunCodeDocument, InterviewRunHiddenTestsDocument } from '../gql/graphql';
import { errorText } from './errors';

interface SharedRun {
  by: string;
  at: number;
  total: number;
  passed: number;
  errorMessage: string | null;
  results: { name: string; status: string; error: string | null }[];
  /** console output outside any test (a blank pad's run) */
  logs?: { level: string; message: string }[];
}

const MAX_SHARED_LOGS = 100;
const MAX_SHARED_LOG_CHARS = 500;

function readRun(map: Y.Map<unknown>): SharedRun | null {
  const raw = map.get('last');
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as SharedRun;
  } catch {
    return null;
  }
}

export function RunPanel({
  map,
  roomCode,
  guestToken = null,
  code,
  testCode,
  myName,
  readOnly,
  disabledReason = null,
  hiddenTestsOf = null,
}: {
  map: Y.Map<unknown>;
  /** the room whose pad runs (the server picks its tests and language) */
  roomCode: string;
  /** a guest's grant for the room */
  guestToken?: string | null;
  code: () => string;
  /** the problem's visible tests; null on a blank pad (the server runs the room's own) */
  testCode: string | null;
  myName: string;
  /** why Run is off for me now (the interviewer turned the candidate's runs off) */
  disabledReason?: string | null;
  readOnly: boolean;
  /** the interviewer's room code when a problem is on the pad: its hidden tests, results to them alone */
  hiddenTestsOf?: string | null;
}) {
  const { t } = useTranslation('interview');
  const reasonId = useId();
  const [run, { loading }] = useMutation(InterviewRunCodeDocument);
  const [last, setLast] = useState<SharedRun | null>(() => readRun(map));
  const [runHidden, hiddenRun] = useMutation(InterviewRunHiddenTestsDocument);
  const [hidden, setHidden] = useState<string | null>(null);
  const startHidden = async () => {
    if (!hiddenTestsOf) return;
    try {
      const result = await runHidden({ variables: { code: hiddenTestsOf, source: code() } });
      const r = result.data!.runInterviewHiddenTests;
      setHidden(
        r.hasError
          ? t('room.hiddenFailed', { message: r.errorMessage ?? t('room.error') })
          : t('room.hiddenResult', { passed: r.passed, total: r.total }),
      );
    } catch (error) {
      setHidden(t('room.hiddenFailed', { message: errorText(error, t('room.error')) }));
    }
  };

  useEffect(() => {
    const update = () => setLast(readRun(map));
    update();
    map.observe(update);
    return () => map.unobserve(update);
  }, [map]);

  const start = async () => {
    let shared: SharedRun;
    try {
      const result = await run({ variables: { code: roomCode, source: code(), guestToken } });
      const r = result.data!.runInterviewCode;
      shared = {
        by: myName,
        at: Date.now(),
        total: r.total,
        passed: r.passed,
        errorMessage: r.hasError ? (r.errorMessage ?? t('room.error')) : null,
        results: r.results.map((x) => ({ name: x.name, status: x.status, error: x.error ?? null })),
        logs: r.logs
          .slice(0, MAX_SHARED_LOGS)
          .map((log) => ({ level: log.level, message: log.message.slice(0, MAX_SHARED_LOG_CHARS) })),
      };
    } catch (error) {
      shared = {
        by: myName,
        at: Date.now(),
        total: 0,
        passed: 0,
        errorMessage: errorText(error, t('room.error')),
        results: [],
      };
    }
    if (readOnly)
      setLast(shared); // an ended room's document takes no writes: show it here only
    else map.set('last', JSON.stringify(shared));
  };

  return (
    <section
      aria-label={t('room.run')}
      className="flex max-h-64 min-h-0 flex-col border-t border-slate-200 dark:border-slate-800"
    >
      <div className="flex items-center gap-3 px-3 py-2">
        <button
          type="button"
          className={primaryButton}
          onClick={() => void start()}
          disabled={loading || Boolean(disabledReason)}
          aria-describedby={disabledReason ? reasonId : undefined}
          data-testid="run-button"
        >
          <Play aria-hidden="true" className="size-4" />
          {loading ? t('room.running') : testCode ? t('room.run') : t('room.runCode')}
        </button>
        {disabledReason && (
          <span id={reasonId} className="text-sm text-amber-800 dark:text-amber-200" data-testid="run-disabled-reason">
            {disabledReason}
          </span>
        )}
        {hiddenTestsOf && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void startHidden()}
            disabled={hiddenRun.loading}
          >
            {hiddenRun.loading ? t('room.running') : t('room.runHidden')}
          </button>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="run-summary" role="status">
          {!last
            ? testCode
              ? t('room.noRun')
              : t('room.noTests')
            : last.errorMessage
              ? t('room.runFailed', { name: last.by, message: last.errorMessage })
              : last.total > 0
                ? t('room.runBy', { name: last.by, passed: last.passed, total: last.total })
                : last.logs?.length
                  ? t('room.ranBlank', { name: last.by })
                  : t('room.noOutput', { name: last.by })}
        </p>
      </div>
      {hidden && (
        <p className="px-3 pb-2 text-sm text-slate-700 dark:text-slate-200" data-testid="hidden-run" role="status">
          {hidden}
        </p>
      )}
      {last && last.results.length > 0 && (
        <ul className="min-h-0 overflow-auto px-3 pb-2 text-sm" data-testid="run-results">
          {last.results.map((result, index) => (
            <li key={index} className="flex gap-2 py-0.5">
              <span aria-hidden="true" className={result.status === 'passed' ? 'text-emerald-600' : 'text-red-600'}>
                {result.status === 'passed' ? '✓' : '✗'}
              </span>
              <span className="min-w-0">
                <span className="text-slate-800 dark:text-slate-100">{result.name}</span>
                {result.error && (
                  <span className="block truncate text-xs text-red-700 dark:text-red-300">
                    {result.error.split('\n')[0]}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {last?.logs && last.logs.length > 0 && (
        <pre
          className="min-h-0 overflow-auto px-3 pb-2 font-mono text-xs whitespace-pre-wrap text-slate-800 dark:text-slate-100"
          data-testid="run-logs"
        >
          {last.logs.map((log, index) => (
            <span key={index} className={`block ${log.level === 'error' ? 'text-red-700 dark:text-red-300' : ''}`}>
              {log.message}
            </span>
          ))}
        </pre>
      )}
    </section>
  );
}
