// `/review`: what is due today (flashcards of knowledge questions, fresh attempts at solved
// problems), a count per kind, the next 7 days, new flashcards on demand, and a sitting of
// flashcards. Signed-in learners' review lives on the server; a visitor's in this browser until
// sign-in (review/useReview.ts).
import '../../i18n/namespaces/review';
import '../../i18n/namespaces/workbench';
import { Layers, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { standaloneProblemPath } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { primaryButton } from '../../components/buttonStyles';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { type ReviewEntry, useReview } from '../../review/useReview';
import { freshAttemptPath } from '../../review/freshAttempt';
import { FlashcardSession } from './FlashcardSession';
import { NewFlashcards } from './NewFlashcards';
import { ReviewForecast } from './ReviewForecast';

export function ReviewPage() {
  const { t } = useTranslation('review');
  usePageMeta(t('documentTitle'), t('description'));
  const review = useReview();
  const [session, setSession] = useState<ReviewEntry[] | null>(null);
  const flashcards = review.due.filter((item) => item.kind === 'FLASHCARD');
  const fresh = review.due.filter((item) => item.kind === 'FRESH_ATTEMPT');
  return (
    <PageContainer>
      <PageHeader title={t('heading')} intro={t('intro')} />
      {review.mode === 'local' && (
        <p
          className="mt-4 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="review-local-note"
        >
          {t('localNote')}
        </p>
      )}
      {review.loading || review.failed ? (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-300">
          {review.failed ? t('failed') : t('loading')}
        </p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-6">
            {session ? (
              <FlashcardSession cards={session} grade={review.grade} onEnd={() => setSession(null)} />
            ) : (
              <DueToday flashcards={flashcards} freshAttempts={fresh.length} onStudy={() => setSession(flashcards)} />
            )}
            {fresh.length > 0 && <FreshAttempts items={fresh} />}
          </div>
          <div className="space-y-6">
            <ReviewForecast forecast={review.forecast} />
            <NewFlashcards available={review.newFlashcards} start={review.start} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

function DueToday({
  flashcards,
  freshAttempts,
  onStudy,
}: {
  flashcards: ReviewEntry[];
  freshAttempts: number;
  onStudy: () => void;
}) {
  const { t } = useTranslation('review');
  const headingId = useId();
  const nothing = flashcards.length === 0 && freshAttempts === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('dueToday')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-900">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
            <Layers aria-hidden="true" className="size-4" />
            {t('flashcards')}
          </dt>
          <dd
            className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
            data-testid="due-flashcards"
          >
            {flashcards.length}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-900">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('freshAttempts')}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="due-fresh">
            {freshAttempts}
          </dd>
        </div>
      </dl>
      {nothing ? (
        <p className="mt-4 text-slate-600 dark:text-slate-300" data-testid="nothing-due">
          {t('nothingDue')}
        </p>
      ) : (
        flashcards.length > 0 && (
          <button type="button" className={`${primaryButton} mt-4`} onClick={onStudy}>
            {t('studyFlashcards')} ({t('flashcardsCount', { count: flashcards.length })})
          </button>
        )
      )}
    </section>
  );
}

function FreshAttempts({ items }: { items: ReviewEntry[] }) {
  const { t } = useTranslation('review');
  return (
    <section aria-labelledby="review-fresh" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="review-fresh" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('freshAttemptsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('freshAttemptsIntro')}</p>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" data-testid="fresh-attempts">
        {items.map((item) => (
          <li key={item.link} className="flex items-center justify-between gap-3 py-2">
            <Link
              to={standaloneProblemPath(item.link)}
              className="font-medium text-slate-900 hover:underline dark:text-white"
            >
              {item.title}
            </Link>
            <Link
              to={freshAttemptPath(item.link)}
              className="shrink-0 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              aria-label={t('solveAgain', { title: item.title })}
            >
              {t('freshAttemptsTitle')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
