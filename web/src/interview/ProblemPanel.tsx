// The problem on the pad: the interviewer picks a function problem from the bank (its statement
// shows for both; the server puts its starter on the pad), a design question with a starter
// drawing (put on the whiteboard, see board/starterDrawing.ts) or a blank pad in a language; the hidden
// tests never leave the server. The candidate sees the statement.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { ConfirmDialog } from '../components/dialog/ConfirmDialog';
import {
  InterviewProblemChoicesDocument,
  type InterviewRoomFieldsFragment,
  SetInterviewProblemDocument,
} from '../gql/graphql';
import { Markdown } from '../workbench/markdown/Markdown';
import { toastError } from './errors';

const BLANK = { Javascript: 'blank:Javascript', Typescript: 'blank:Typescript' } as const;

export function ProblemPanel({
  room,
  text,
  canChoose,
}: {
  room: InterviewRoomFieldsFragment;
  /** the pad's code: replacing non-empty code asks first */
  text: Y.Text;
  canChoose: boolean;
}) {
  const { t } = useTranslation('interview');
  const { data } = useQuery(InterviewProblemChoicesDocument, { skip: !canChoose });
  const [setProblem, { loading }] = useMutation(SetInterviewProblemDocument);
  const [pending, setPending] = useState<{ value: string; title: string } | null>(null);
  const padProblems = data?.interviewPadProblems ?? [];
  const choices = padProblems.filter((p) => p.category === 'JSFunction');
  // design questions: drawn on the whiteboard from their starter drawing
  const drawn = padProblems.filter((p) => p.category !== 'JSFunction');
  const current = room.problem ? room.problem.id : BLANK[room.language === 'Typescript' ? 'Typescript' : 'Javascript'];

  const apply = async (value: string) => {
    try {
      const blank = value.startsWith('blank:');
      await setProblem({
        variables: blank
          ? { code: room.code, problemId: null, language: value.slice('blank:'.length) }
          : { code: room.code, problemId: value },
      });
    } catch (error) {
      toastError(error, t('room.error'));
    }
  };

  return (
    <section aria-labelledby="problem-title" className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 p-3 dark:border-slate-800">
        <h2
          id="problem-title"
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {t('room.problem')}
        </h2>
        {canChoose ? (
          <select
            aria-label={t('room.chooseProblem')}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
            value={current}
            disabled={loading}
            onChange={(e) => {
              const value = e.target.value;
              const title = e.target.selectedOptions[0]?.textContent ?? '';
              if (text.length === 0) void apply(value);
              else setPending({ value, title });
            }}
          >
            <option value={BLANK.Javascript}>{`${t('room.blankPad')} · JavaScript`}</option>
            <option value={BLANK.Typescript}>{`${t('room.blankPad')} · TypeScript`}</option>
            <optgroup label={t('room.codingProblems')}>
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.title} · ${p.difficulty}`}
                </option>
              ))}
            </optgroup>
            {drawn.length > 0 && (
              <optgroup label={t('room.designProblems')}>
                {drawn.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.title} · ${p.difficulty}`}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        ) : (
          <p className="mt-1 text-sm font-medium text-slate-900 dark:text-white">
            {room.problem?.title ?? t('room.blankPad')}
          </p>
        )}
      </div>
      {/* a region that may scroll: reachable by keyboard even when the statement has no link or code */}
      <div
        className="min-h-0 flex-1 overflow-auto p-3 focus-visible:outline-2 focus-visible:outline-indigo-500"
        data-testid="problem-statement"
        role="region"
        aria-label={t('room.statement')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        {room.problem && room.problem.category === 'Article' && room.myRole !== 'INTERVIEWER' ? (
          // an article is a worked answer: the candidate gets its question, the interviewer the whole
          <p className="text-sm text-slate-700 dark:text-slate-200">{t('room.designTask')}</p>
        ) : room.problem ? (
          <Markdown source={room.problem.describe} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('room.blankPadText')}</p>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('room.chooseProblem')}
        description={t('room.switchConfirm', { title: pending?.title ?? '' })}
        confirmLabel={t('room.chooseProblem')}
        cancelLabel={t('room.cancel')}
        onConfirm={() => {
          if (pending) void apply(pending.value);
          setPending(null);
        }}
      />
    </section>
  );
}
