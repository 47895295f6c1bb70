// A signed-in learner's rating of the platform: 1–5 stars (a radio group) and an optional comment,
// saved to their account and changeable. Shown on the dashboard and when a mock interview ends;
// the landing page publishes the average only once enough learners have rated.
import '../i18n/namespaces/rating';
import { useMutation, useQuery } from '@apollo/client/react';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../components/buttonStyles';
import { MyPlatformRatingDocument, RatePlatformDocument, type RatingSource } from '../gql/graphql';
import { toast } from '../toast/toast';

const SCORES = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX = 1000;

export function RatePlatform({ source, className = '' }: { source: RatingSource; className?: string }) {
  const { t } = useTranslation('rating');
  const id = useId();
  const { data } = useQuery(MyPlatformRatingDocument);
  const saved = data?.myPlatformRating ?? null;
  const [draft, setDraft] = useState<{ score: number; comment: string } | null>(null);
  const score = draft?.score ?? saved?.score ?? 0;
  const comment = draft?.comment ?? saved?.comment ?? '';
  const [rate, { loading }] = useMutation(RatePlatformDocument, { refetchQueries: [MyPlatformRatingDocument] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!score) return toast.error(t('pick'));
    try {
      await rate({ variables: { input: { score, comment, source } } });
      setDraft(null);
      toast.success(t('saved'));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
      data-testid="rate-platform"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      <form className="mt-4 space-y-3" onSubmit={submit}>
        <fieldset>
          <legend className="sr-only">{t('legend')}</legend>
          <div className="flex gap-1">
            {SCORES.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded focus-within:outline-2 focus-within:outline-indigo-500"
              >
                <input
                  type="radio"
                  name={`${id}-score`}
                  value={value}
                  checked={score === value}
                  onChange={() => setDraft({ score: value, comment })}
                  className="sr-only"
                />
                <span className="sr-only">{t('star', { count: value })}</span>
                <Star
                  aria-hidden="true"
                  className={`size-7 ${value <= score ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm text-slate-700 dark:text-slate-300">
          {t('comment')}
          <textarea
            value={comment}
            maxLength={COMMENT_MAX}
            rows={2}
            onChange={(event) => setDraft({ score, comment: event.target.value })}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={loading}>
            {saved ? t('update') : t('save')}
          </button>
          {saved && !draft && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400" data-testid="my-rating">
              {t('current', { score: saved.score })}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
