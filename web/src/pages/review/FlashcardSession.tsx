// One sitting of flashcards: the cards due when it began, one at a time. The question's
// statement first; "Show answer" (Space) reveals the reference answer; a grade (1–4) saves and
// moves on. Cards graded Again or Hard come back later today, in a next sitting.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { FlashcardDocument } from '../../gql/graphql';
import { codeFence } from '../../workbench/quiz/codeFence';
import { REVIEW_GRADES } from '../../review/grades';
import type { ReviewEntry } from '../../review/useReview';
import { Markdown } from '../../workbench/markdown/Markdown';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function FlashcardSession({
  cards,
  grade,
  onEnd,
}: {
  cards: ReviewEntry[];
  grade: (link: string, grade: number) => Promise<void>;
  onEnd: () => void;
}) {
  const { t } = useTranslation('review');
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const card = cards[index];
  const { data, error } = useQuery(FlashcardDocument, { variables: { link: card?.link ?? '' }, skip: !card });
  const problem = data?.problem?.link === card?.link ? data?.problem : undefined;
  const revealButton = useRef<HTMLButtonElement>(null);
  const doneHeading = useRef<HTMLParagraphElement>(null);

  const give = useCallback(
    async (value: number) => {
      if (!card || !revealed || saving) return;
      setSaving(true);
      setFailed(false);
      try {
        await grade(card.link, value);
        setRevealed(false);
        setIndex((i) => i + 1);
      } catch {
        setFailed(true);
      } finally {
        setSaving(false);
      }
    },
    [card, revealed, saving, grade],
  );

  // the next card's question takes the focus, so a keyboard goes on from "Show answer"
  useEffect(() => {
    if (!revealed) (card ? revealButton.current : doneHeading.current)?.focus();
  }, [index, revealed, card, problem]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!revealed && event.key === ' ' && problem && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        setRevealed(true);
      } else if (revealed && /^[1-4]$/.test(event.key)) {
        event.preventDefault();
        void give(Number(event.key));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, problem, give]);

  if (!card) {
    return (
      <section
        aria-labelledby="flashcard-session"
        className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
      >
        <h2 id="flashcard-session" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('sessionTitle')}
        </h2>
        <p
          ref={doneHeading}
          tabIndex={-1}
          role="status"
          className="mt-3 text-slate-700 dark:text-slate-200"
          data-testid="session-done"
        >
          {t('sessionDone', { count: cards.length })} {t('sessionDoneLater')}
        </p>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={onEnd}>
          {t('endSession')}
        </button>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="flashcard-session"
      className="rounded-2xl border border-indigo-200 bg-white p-6 shadow-sm dark:border-indigo-900 dark:bg-slate-900"
      data-testid="flashcard"
      data-link={card.link}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="flashcard-session" className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          {t('sessionTitle')} ·{' '}
          <span data-testid="flashcard-progress">{t('progress', { current: index + 1, total: cards.length })}</span>
        </h2>
        <button
          type="button"
          className="text-sm text-slate-600 underline hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          onClick={onEnd}
        >
          {t('endSession')}
        </button>
      </div>
      <h3 className="mt-3 text-xl font-bold text-slate-900 dark:text-white" data-testid="flashcard-title">
        {card.title}
      </h3>
      {problem ? (
        <>
          <div className="mt-4" aria-label={t('question')} role="group">
            <Markdown source={problem.describe} />
            {/* an output quiz's question is its code: recall what it prints */}
            {problem.quiz && <Markdown source={codeFence(problem.quiz.snippet)} className="mt-3" />}
          </div>
          {revealed ? (
            <>
              <div
                className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
                role="group"
                aria-label={t('answer')}
                data-testid="flashcard-answer"
              >
                <h4 className="text-sm font-semibold text-slate-600 uppercase dark:text-slate-300">{t('answer')}</h4>
                <Markdown source={problem.solution} className="mt-2" />
              </div>
              <fieldset className="mt-6" disabled={saving}>
                <legend className="text-sm font-semibold text-slate-900 dark:text-white">
                  {t('howWasIt')}{' '}
                  <span className="font-normal text-slate-500 dark:text-slate-400">({t('gradeHint')})</span>
                </legend>
                <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {REVIEW_GRADES.map(({ value, key }) => (
                    <button
                      key={value}
                      type="button"
                      className={secondaryButton}
                      onClick={() => void give(value)}
                      aria-keyshortcuts={String(value)}
                    >
                      <kbd className="text-xs opacity-70">{value}</kbd> {t(key)}
                    </button>
                  ))}
                </div>
              </fieldset>
              {failed && (
                <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
                  {t('gradeFailed')}
                </p>
              )}
            </>
          ) : (
            <button
              ref={revealButton}
              type="button"
              className={`${primaryButton} mt-6`}
              onClick={() => setRevealed(true)}
              aria-keyshortcuts="Space"
            >
              {t('showAnswer')} <kbd className="text-xs opacity-80">{t('showAnswerHint')}</kbd>
            </button>
          )}
        </>
      ) : (
        <p role="status" className="mt-4 text-slate-600 dark:text-slate-300">
          {error ? t('cardMissing') : t('loading')}
        </p>
      )}
    </section>
  );
}
