// The learner's own cases above the visible tests in the Case tab: arguments and an expected
// value as JSON, or a Jest test body; each checked as it is typed (the words the server uses),
// kept 500 ms after the last change, at most 20.
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCode, useCases } from '../state/useStores';
import { starterCode } from '../code/starterCode';
import { useWorkbench } from '../WorkbenchContext';
import { type CustomCase, MAX_CASES, caseProblem, entryName } from './customCases';

const field =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const smallButton =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

export function CustomCasesPanel() {
  const { t } = useTranslation('workbench');
  const { problem, setCases } = useWorkbench();
  const language = useCode((s) => s.language);
  const { cases, saved } = useCases((s) => s);
  const entry = entryName(starterCode(problem, language));
  const full = cases.length >= MAX_CASES;
  const change = (index: number, next: CustomCase) => setCases(cases.map((c, i) => (i === index ? next : c)));
  return (
    <section
      aria-labelledby="custom-cases-title"
      className="border-b border-slate-200 p-3 dark:border-slate-800"
      data-testid="custom-cases"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="custom-cases-title" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('cases.title')}{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">
            ({t('cases.count', { count: cases.length, max: MAX_CASES })})
          </span>
        </h2>
        <div className="ml-auto flex gap-2">
          {entry && (
            <button
              type="button"
              className={smallButton}
              disabled={full}
              onClick={() => setCases([...cases, { kind: 'args', args: '[]', expected: 'null' }])}
            >
              <Plus aria-hidden="true" className="size-3.5" />
              {t('cases.addArgs')}
            </button>
          )}
          <button
            type="button"
            className={smallButton}
            disabled={full}
            onClick={() =>
              setCases([...cases, { kind: 'test', body: `expect(${entry ?? 'fn'}()).toEqual(undefined);` }])
            }
          >
            <Plus aria-hidden="true" className="size-3.5" />
            {t('cases.addTest')}
          </button>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('cases.intro')} {entry ? t('cases.calls', { name: entry }) : t('cases.noEntry')}
      </p>
      {full && <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">{t('cases.full', { max: MAX_CASES })}</p>}
      <ol className="mt-2 space-y-2">
        {cases.map((c, index) => (
          <CaseEditor
            // controlled fields: the position names the case (its number in the results)
            key={index}
            index={index}
            value={c}
            onChange={(next) => change(index, next)}
            onRemove={() => setCases(cases.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      {saved && (
        <p
          role="status"
          className={`mt-1 text-xs ${saved.kind === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}`}
          data-testid="custom-cases-saved"
        >
          {saved.kind === 'failed'
            ? t('cases.saveFailed', { message: saved.message })
            : t(saved.kind === 'account' ? 'cases.saved' : 'cases.savedLocally')}
        </p>
      )}
    </section>
  );
}

function CaseEditor({
  index,
  value,
  onChange,
  onRemove,
}: {
  index: number;
  value: CustomCase;
  onChange: (next: CustomCase) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('workbench');
  const id = useId();
  const problem = caseProblem(value);
  const errorId = `${id}-error`;
  const described = problem ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <li
      className="rounded-md border border-slate-200 p-2 dark:border-slate-800"
      data-testid="custom-case"
      data-kind={value.kind}
    >
      <div className="flex items-center justify-between">
        <span className="text-xs font-semibold text-slate-700 dark:text-slate-200">
          {t('cases.caseLabel', { n: index + 1 })}
        </span>
        <button
          type="button"
          className={smallButton}
          onClick={onRemove}
          aria-label={t('cases.remove', { n: index + 1 })}
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
        </button>
      </div>
      {value.kind === 'args' ? (
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          <label className="text-xs text-slate-600 dark:text-slate-300" htmlFor={`${id}-args`}>
            {t('cases.args')}
            <input
              id={`${id}-args`}
              className={field}
              spellCheck={false}
              value={value.args}
              onChange={(event) => onChange({ ...value, args: event.target.value })}
              {...(problem === 'args' || problem === 'tooLarge' ? described : {})}
            />
          </label>
          <label className="text-xs text-slate-600 dark:text-slate-300" htmlFor={`${id}-expected`}>
            {t('cases.expected')}
            <input
              id={`${id}-expected`}
              className={field}
              spellCheck={false}
              value={value.expected}
              onChange={(event) => onChange({ ...value, expected: event.target.value })}
              {...(problem === 'expected' ? described : {})}
            />
          </label>
        </div>
      ) : (
        <label className="mt-1 block text-xs text-slate-600 dark:text-slate-300" htmlFor={`${id}-body`}>
          {t('cases.body')}
          <textarea
            id={`${id}-body`}
            className={field}
            rows={Math.min(8, Math.max(2, value.body.split('\n').length))}
            spellCheck={false}
            value={value.body}
            onChange={(event) => onChange({ ...value, body: event.target.value })}
            {...(problem ? described : {})}
          />
        </label>
      )}
      {problem && (
        <p id={errorId} className="mt-1 text-xs text-red-700 dark:text-red-300">
          {t(`cases.problems.${problem}`)}
        </p>
      )}
    </li>
  );
}
