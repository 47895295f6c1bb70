// An output quiz in the statement: the code, then the choices (radio buttons, each a complete
// printed output) or a box to type the output, and the server's verdict with what the code
// really prints. The explanation waits in the Solutions tab (it gives the answer away).
import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown';
import { useQuiz } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { codeFence } from './codeFence';
import { useQuizAnswer } from './useQuizAnswer';

const button =
  'inline-flex items-center gap-1.5 rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50';

export function QuizPanel({ quiz }: { quiz: { snippet: string; choices: string[] } }) {
  const { t } = useTranslation('workbench');
  const { check, checking } = useQuizAnswer();
  const [value, setValue] = useState('');
  const id = useId();
  const choices = quiz.choices.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) void check(value);
  };

  return (
    <section aria-labelledby={`${id}-code`} className="@container mt-4" data-testid="output-quiz">
      <h2 id={`${id}-code`} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('quiz.code')}
      </h2>
      <Markdown source={codeFence(quiz.snippet)} className="mt-2" />
      <form onSubmit={submit} className="mt-4 space-y-3">
        {choices ? (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">{t('quiz.pick')}</legend>
            <div className="mt-2 grid gap-2 @lg:grid-cols-2">
              {quiz.choices.map((choice) => (
                <label
                  key={choice}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2 hover:border-indigo-300 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-700 dark:has-[:checked]:bg-indigo-500/10"
                >
                  <input
                    type="radio"
                    name={`${id}-choice`}
                    value={choice}
                    checked={value === choice}
                    onChange={() => setValue(choice)}
                    className="mt-1 accent-indigo-600"
                  />
                  <pre className="font-mono text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                    {choice}
                  </pre>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <div>
            <label htmlFor={`${id}-typed`} className="text-sm font-semibold text-slate-900 dark:text-white">
              {t('quiz.type')}
            </label>
            <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
              {t('quiz.typeHint')}
            </p>
            <textarea
              id={`${id}-typed`}
              aria-describedby={`${id}-hint`}
              rows={4}
              maxLength={2000}
              spellCheck={false}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="mt-2 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
          </div>
        )}
        <button type="submit" className={button} disabled={!value.trim() || checking}>
          {checking ? t('quiz.checking') : t('quiz.check')}
        </button>
      </form>
      <QuizVerdict />
    </section>
  );
}

function QuizVerdict() {
  const { t } = useTranslation('workbench');
  const { showTab, signedIn } = useWorkbench();
  const result = useQuiz((s) => s.result);
  return (
    // announced when it changes; empty until the first check
    <div role="status" className="mt-4">
      {result && (
        <div
          data-testid="quiz-verdict"
          data-correct={result.correct}
          className={`rounded-md border px-3 py-2 text-sm ${
            result.correct
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-200'
              : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-500/10 dark:text-amber-200'
          }`}
        >
          <p className="flex items-center gap-1.5 font-semibold">
            {result.correct ? (
              <CheckCircle2 aria-hidden="true" className="size-4" />
            ) : (
              <XCircle aria-hidden="true" className="size-4" />
            )}
            {result.correct ? t('quiz.right') : t('quiz.wrong')}
          </p>
          {!result.correct && (
            <>
              <p className="mt-2">{t('quiz.prints')}</p>
              <pre className="mt-1 rounded bg-white/70 px-2 py-1 font-mono whitespace-pre-wrap dark:bg-slate-950/50">
                {result.answer}
              </pre>
            </>
          )}
          {result.correct && !signedIn && <p className="mt-1">{t('quiz.signInToKeep')}</p>}
          <button
            type="button"
            onClick={() => showTab('solutions')}
            className="mt-2 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
          >
            {t('quiz.readExplanation')}
          </button>
        </div>
      )}
    </div>
  );
}
