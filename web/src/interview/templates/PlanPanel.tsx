// A room opened from a template, as its interviewer sees it: the template's problems in order,
// the one on the pad marked, a button to put another on the pad (the existing setProblem), and
// the interviewer's notes on each. The candidate never receives the plan (the server sends it to
// the interviewer only).
import '../../i18n/namespaces/interviewTemplates';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../components/buttonStyles';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { type InterviewRoomFieldsFragment, SetInterviewProblemDocument } from '../../gql/graphql';
import { toastError } from '../errors';

export function PlanPanel({ room, canChoose }: { room: InterviewRoomFieldsFragment; canChoose: boolean }) {
  const { t } = useTranslation('interviewTemplates');
  const [setProblem, { loading }] = useMutation(SetInterviewProblemDocument);
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const plan = room.plan;
  if (!plan) return null;

  const apply = async (problemId: string) => {
    try {
      await setProblem({ variables: { code: room.code, problemId } });
    } catch (error) {
      toastError(error, t('room.error'));
    }
  };

  return (
    <section
      aria-labelledby="plan-title"
      className="max-h-[45vh] overflow-auto border-b border-slate-200 p-3 dark:border-slate-800"
      data-testid="room-plan"
    >
      <h2 id="plan-title" className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t('room.planTitle', { name: plan.templateName })}
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('room.planHint')}</p>
      <ol className="mt-2 space-y-2">
        {plan.problems.map((p, index) => {
          const title = p.problem?.title ?? '';
          const current = room.problem?.id === p.problemId;
          return (
            <li
              key={p.problemId}
              className={`rounded-md border p-2 ${current ? 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950/40' : 'border-slate-200 dark:border-slate-800'}`}
              aria-current={current ? 'step' : undefined}
              data-testid="plan-problem"
            >
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 text-sm font-medium break-words">
                  {index + 1}. {title}
                </span>
                {current ? (
                  <span className="text-xs font-medium text-indigo-700 dark:text-indigo-300">{t('room.onPad')}</span>
                ) : (
                  canChoose && (
                    <button
                      type="button"
                      className={`${secondaryButton} !px-2 !py-1 !text-xs`}
                      disabled={loading}
                      aria-label={t('room.putOnPadLabel', { title })}
                      onClick={() => setPending({ id: p.problemId, title })}
                    >
                      {t('room.putOnPad')}
                    </button>
                  )
                )}
              </div>
              <p
                className="mt-1 text-xs whitespace-pre-wrap text-slate-700 dark:text-slate-300"
                data-testid="plan-notes"
              >
                <span className="font-semibold">{t('room.notes')}: </span>
                {p.notes || t('room.noNotes')}
              </p>
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('room.switchTitle')}
        description={t('room.switchText', { title: pending?.title ?? '' })}
        confirmLabel={t('room.putOnPad')}
        cancelLabel={t('room.cancel')}
        onConfirm={() => {
          if (pending) void apply(pending.id);
          setPending(null);
        }}
      />
    </section>
  );
}
