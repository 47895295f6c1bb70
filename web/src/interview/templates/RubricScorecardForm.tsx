// The scorecard of a room opened from a template: each criterion of the template's rubric rated
// from 1 (weak) to 4 (strong), its description beside it, and a summary. The server checks the
// criteria and the scale against the room's own snapshot of the rubric.
import '../../i18n/namespaces/interviewTemplates';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InterviewRoomFieldsFragment, SaveInterviewRubricDocument } from '../../gql/graphql';
import { ScorecardSummary } from '../ScorecardSummary';
import { toast } from '../../toast/toast';
import { toastError } from '../errors';

const SCORES = [1, 2, 3, 4] as const;

export function RubricScorecardForm({ room }: { room: InterviewRoomFieldsFragment }) {
  const { t } = useTranslation('interviewTemplates');
  const [save, { loading }] = useMutation(SaveInterviewRubricDocument);
  const criteria = room.plan?.criteria ?? [];
  const [scores, setScores] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries((room.scorecard?.rubric ?? []).map((r) => [r.criterion, r.score])),
  );
  const [summary, setSummary] = useState(room.scorecard?.summary ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        variables: {
          code: room.code,
          rubric: criteria.flatMap((c) => {
            const score = scores[c.name];
            return score ? [{ criterion: c.name, score }] : [];
          }),
          summary,
        },
      });
      toast.success(t('room.saved'));
    } catch (error) {
      toastError(error, t('room.error'));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3 p-3"
      aria-labelledby="rubric-title"
      data-testid="rubric-scorecard"
    >
      <h2
        id="rubric-title"
        className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {t('room.rubricTitle')}
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('room.scale')}</p>
      {criteria.map((c, index) => {
        const id = `rubric-${index}`;
        return (
          <div key={c.name}>
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-100">
                {c.name}
              </label>
              <select
                id={id}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
                value={scores[c.name] ?? ''}
                aria-describedby={c.description ? `${id}-description` : undefined}
                onChange={(e) =>
                  setScores({ ...scores, [c.name]: e.target.value ? Number(e.target.value) : undefined })
                }
              >
                <option value="">{t('room.none')}</option>
                {SCORES.map((score) => (
                  <option key={score} value={score}>
                    {t(`room.score${score}`)}
                  </option>
                ))}
              </select>
            </div>
            {c.description && (
              <p id={`${id}-description`} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                {c.description}
              </p>
            )}
          </div>
        );
      })}
      <ScorecardSummary
        label={t('room.summary')}
        saveLabel={t('room.save')}
        value={summary}
        onChange={setSummary}
        saving={loading}
      />
    </form>
  );
}
