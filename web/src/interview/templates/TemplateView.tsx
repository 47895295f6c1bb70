// A template read-only: its problems in order with the interviewer's notes, and its rubric.
// The shared page shows a template someone else owns this way.
import { useTranslation } from 'react-i18next';
import type { InterviewTemplateFieldsFragment } from '../../gql/graphql';

export function TemplateView({ template }: { template: InterviewTemplateFieldsFragment }) {
  const { t } = useTranslation('interviewTemplates');
  return (
    <div className="mt-8 max-w-3xl space-y-8" data-testid="template-view">
      <section aria-labelledby="shared-problems">
        <h2 id="shared-problems" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('shared.problems')}
        </h2>
        {template.problems.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('shared.noProblems')}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {template.problems.map((p, index) => (
              <li key={p.problemId} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
                <p className="font-medium text-slate-900 dark:text-white">
                  {index + 1}. {p.problem?.title ?? t('form.removedProblem')}
                </p>
                <p className="mt-1 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
                  {t('shared.notes')}
                </p>
                <p className="text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-200">
                  {p.notes || t('shared.noNotes')}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="shared-criteria">
        <h2 id="shared-criteria" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('shared.criteria')}
        </h2>
        <dl className="mt-3 space-y-2">
          {template.criteria.map((c) => (
            <div key={c.name}>
              <dt className="font-medium text-slate-900 dark:text-white">{c.name}</dt>
              <dd className="text-sm whitespace-pre-wrap text-slate-600 dark:text-slate-300">{c.description}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
