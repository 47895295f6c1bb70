// A system design problem's rubric: for each criterion an interviewer scores, what a strong answer
// covers. The learner sketches a design first, then ticks the points it covered; the ticks stay in
// this browser and a count per criterion shows where the design is thin.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkbench } from '../WorkbenchContext';
import { type RubricChecks, readRubricChecks, toggleCheck, writeRubricChecks } from './rubricChecks';

export function RubricTab() {
  const { t } = useTranslation('workbench');
  const { problem } = useWorkbench();
  const [checks, setChecks] = useState<RubricChecks>(() => readRubricChecks(problem.id));
  const update = (next: RubricChecks) => {
    setChecks(next);
    writeRubricChecks(problem.id, next);
  };
  const total = problem.rubric.reduce((sum, criterion) => sum + criterion.strong.length, 0);
  const ticked = problem.rubric.reduce(
    (sum, criterion) => sum + (checks[criterion.key]?.filter((i) => i < criterion.strong.length).length ?? 0),
    0,
  );

  if (problem.rubric.length === 0) {
    return <p className="p-4 text-sm text-slate-500">{t('rubric.none')}</p>;
  }
  return (
    <div className="p-4 text-slate-800 dark:text-slate-200" data-testid="design-rubric">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('rubric.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="rubric-total">
          {t('rubric.covered', { ticked, total })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('rubric.intro')}</p>
      {problem.rubric.map((criterion) => {
        const done = checks[criterion.key] ?? [];
        const headingId = `rubric-${criterion.key}`;
        return (
          <section key={criterion.key} aria-labelledby={headingId} className="mt-5">
            <h3
              id={headingId}
              className="flex items-baseline gap-2 text-sm font-semibold text-slate-900 dark:text-white"
            >
              {t(`rubric.criteria.${criterion.key}`)}
              <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                {t('rubric.count', {
                  ticked: done.filter((i) => i < criterion.strong.length).length,
                  total: criterion.strong.length,
                })}
              </span>
            </h3>
            <ul className="mt-2 space-y-1.5">
              {criterion.strong.map((point, index) => (
                <li key={point}>
                  <label className="flex cursor-pointer items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={done.includes(index)}
                      onChange={() => update(toggleCheck(checks, criterion.key, index))}
                      className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                    />
                    <span>{point}</span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {ticked > 0 && (
        <button
          type="button"
          onClick={() => update({})}
          className="mt-6 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('rubric.clear')}
        </button>
      )}
    </div>
  );
}
