// The interviewer's scorecard: a rating from 1 to 5 per area and a summary, stored with the room.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InterviewRoomFieldsFragment,
  type InterviewScorecardArea,
  SaveInterviewScorecardDocument,
} from '../gql/graphql';
import { ScorecardSummary } from './ScorecardSummary';
import { toast } from '../toast/toast';
import { toastError } from './errors';

const AREAS: InterviewScorecardArea[] = ['problemSolving', 'code', 'communication', 'testing'];

export function ScorecardForm({ room }: { room: InterviewRoomFieldsFragment }) {
  const { t } = useTranslation('interview');
  const [save, { loading }] = useMutation(SaveInterviewScorecardDocument);
  const [ratings, setRatings] = useState<Partial<Record<InterviewScorecardArea, number>>>(() =>
    Object.fromEntries((room.scorecard?.ratings ?? []).map((r) => [r.area, r.score])),
  );
  const [summary, setSummary] = useState(room.scorecard?.summary ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        variables: {
          code: room.code,
          ratings: AREAS.flatMap((area) => (ratings[area] ? [{ area, score: ratings[area] }] : [])),
          summary,
        },
      });
      toast.success(t('room.scorecard.saved'));
    } catch (error) {
      toastError(error, t('room.error'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2 p-3" aria-labelledby="scorecard-title">
      <h2
        id="scorecard-title"
        className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {t('room.scorecard.title')}
      </h2>
      {AREAS.map((area) => (
        <label
          key={area}
          className="flex items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-200"
        >
          {t(`room.scorecard.${area}`)}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
            value={ratings[area] ?? ''}
            onChange={(e) => setRatings({ ...ratings, [area]: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('room.scorecard.none')}</option>
            {[1, 2, 3, 4, 5].map((score) => (
              <option key={score} value={score}>
                {score}
              </option>
            ))}
          </select>
        </label>
      ))}
      <ScorecardSummary
        label={t('room.scorecard.summary')}
        saveLabel={t('room.scorecard.save')}
        value={summary}
        onChange={setSummary}
        saving={loading}
      />
    </form>
  );
}
