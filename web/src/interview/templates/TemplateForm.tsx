// The form of an interview template: its name, its problems in order (add, move up and down,
// remove, with notes for the interviewer on each) and its rubric (criteria with descriptions).
// The server checks every limit again; its refusal is shown as it words it.
import { useQuery } from '@apollo/client/react';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { Field } from '../../components/form/Field';
import { inputClass } from '../../components/form/fieldStyles';
import { InterviewProblemChoicesDocument, type InterviewTemplateFieldsFragment } from '../../gql/graphql';
import { TEMPLATE_FORM_LIMITS as L } from './limits';

export interface TemplateDraft {
  name: string;
  problems: { problemId: string; title: string; notes: string }[];
  criteria: { key: number; name: string; description: string }[];
}

let nextKey = 1;
const criterion = (name = '', description = '') => ({ key: nextKey++, name, description });

export function draftOf(
  template: InterviewTemplateFieldsFragment | null | undefined,
  fallbackTitle: string,
): TemplateDraft {
  if (!template) return { name: '', problems: [], criteria: [criterion()] };
  return {
    name: template.name,
    problems: template.problems.map((p) => ({
      problemId: p.problemId,
      title: p.problem?.title ?? fallbackTitle,
      notes: p.notes,
    })),
    criteria: template.criteria.map((c) => criterion(c.name, c.description)),
  };
}

export const inputOf = (draft: TemplateDraft) => ({
  name: draft.name,
  problems: draft.problems.map((p) => ({ problemId: p.problemId, notes: p.notes })),
  criteria: draft.criteria.map((c) => ({ name: c.name, description: c.description })),
});

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

export function TemplateForm({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: TemplateDraft;
  saving: boolean;
  onSave: (draft: TemplateDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('interviewTemplates');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [adding, setAdding] = useState('');
  const { data } = useQuery(InterviewProblemChoicesDocument);
  const choices = (data?.interviewPadProblems ?? []).filter((p) => !draft.problems.some((q) => q.problemId === p.id));
  const full = draft.problems.length >= L.problemsMax;

  const move = (index: number, by: number) => {
    const problems = [...draft.problems];
    const [item] = problems.splice(index, 1);
    problems.splice(index + by, 0, item!);
    setDraft({ ...draft, problems });
  };
  const add = () => {
    const problem = choices.find((p) => p.id === adding);
    if (!problem || full) return;
    setDraft({ ...draft, problems: [...draft.problems, { problemId: problem.id, title: problem.title, notes: '' }] });
    setAdding('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <form onSubmit={submit} className="mt-8 max-w-3xl space-y-8" data-testid="template-form">
      <Field id={`${id}-name`} label={t('form.name')} hint={t('form.nameHint', { max: L.nameMax })}>
        <input
          id={`${id}-name`}
          className={inputClass(false)}
          value={draft.name}
          maxLength={L.nameMax}
          required
          aria-describedby={`${id}-name-hint`}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900 dark:text-white">{t('form.problems')}</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('form.problemsHint', { max: L.problemsMax })}</p>
        {draft.problems.length === 0 && (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('form.noProblems')}</p>
        )}
        <ol className="space-y-3" data-testid="template-problems">
          {draft.problems.map((p, index) => (
            <li
              key={p.problemId}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              data-testid="template-problem"
            >
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white">
                  {index + 1}. {p.title}
                </span>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('form.moveUp', { title: p.title })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('form.moveDown', { title: p.title })}
                  disabled={index === draft.problems.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('form.removeProblem', { title: p.title })}
                  onClick={() => setDraft({ ...draft, problems: draft.problems.filter((_, i) => i !== index) })}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
              <label className="mt-2 block text-sm text-slate-700 dark:text-slate-200">
                {t('form.notes', { title: p.title })}
                <textarea
                  className={inputClass(false, 'mt-1')}
                  rows={2}
                  maxLength={L.notesMax}
                  value={p.notes}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      problems: draft.problems.map((q, i) => (i === index ? { ...q, notes: e.target.value } : q)),
                    })
                  }
                />
              </label>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2">
          <label className="min-w-64 flex-1 text-sm text-slate-700 dark:text-slate-200">
            {t('form.chooseProblem')}
            <select
              className={inputClass(false, 'mt-1')}
              value={adding}
              disabled={full}
              onChange={(e) => setAdding(e.target.value)}
              data-testid="template-problem-choice"
            >
              <option value="">{t('form.choose')}</option>
              {choices.map((p) => (
                <option key={p.id} value={p.id}>{`${p.title} · ${p.difficulty}`}</option>
              ))}
            </select>
          </label>
          <button type="button" className={secondaryButton} disabled={!adding || full} onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            {t('form.addProblem')}
          </button>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900 dark:text-white">{t('form.criteria')}</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('form.criteriaHint', { min: L.criteriaMin, max: L.criteriaMax })}
        </p>
        <ol className="space-y-3">
          {draft.criteria.map((c, index) => (
            <li
              key={c.key}
              className="flex gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              data-testid="template-criterion"
            >
              <div className="min-w-0 flex-1 space-y-2">
                <label className="block text-sm text-slate-700 dark:text-slate-200">
                  {t('form.criterionName', { index: index + 1 })}
                  <input
                    className={inputClass(false, 'mt-1')}
                    value={c.name}
                    maxLength={L.criterionNameMax}
                    required
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        criteria: draft.criteria.map((d) => (d.key === c.key ? { ...d, name: e.target.value } : d)),
                      })
                    }
                  />
                </label>
                <label className="block text-sm text-slate-700 dark:text-slate-200">
                  {t('form.criterionDescription', { index: index + 1 })}
                  <textarea
                    className={inputClass(false, 'mt-1')}
                    rows={2}
                    maxLength={L.criterionDescriptionMax}
                    value={c.description}
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        criteria: draft.criteria.map((d) =>
                          d.key === c.key ? { ...d, description: e.target.value } : d,
                        ),
                      })
                    }
                  />
                </label>
              </div>
              <button
                type="button"
                className={iconButton}
                aria-label={t('form.removeCriterion', { index: index + 1 })}
                disabled={draft.criteria.length <= L.criteriaMin}
                onClick={() => setDraft({ ...draft, criteria: draft.criteria.filter((d) => d.key !== c.key) })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={secondaryButton}
          disabled={draft.criteria.length >= L.criteriaMax}
          onClick={() => setDraft({ ...draft, criteria: [...draft.criteria, criterion()] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('form.addCriterion')}
        </button>
      </fieldset>

      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
