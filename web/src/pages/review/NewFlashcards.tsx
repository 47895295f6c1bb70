// Adds knowledge questions to the review, due now (startFlashcards, or this browser's review).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../components/buttonStyles';

const COUNTS = [5, 10, 20] as const;

export function NewFlashcards({ available, start }: { available: number; start: (count: number) => Promise<void> }) {
  const { t } = useTranslation('review');
  const headingId = useId();
  const selectId = useId();
  const [count, setCount] = useState<number>(COUNTS[0]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const add = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const added = Math.min(count, available);
      await start(count);
      setMessage(t('started', { count: added }));
    } catch {
      setMessage(t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('newTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="new-flashcards">
        {available > 0 ? t('newIntro', { count: available }) : t('newNone')}
      </p>
      {available > 0 && (
        <div className="mt-3 flex items-end gap-2">
          <label htmlFor={selectId} className="text-sm text-slate-700 dark:text-slate-200">
            {t('newCount')}
            <select
              id={selectId}
              className="mt-1 block rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white"
              value={count}
              onChange={(event) => setCount(Number(event.target.value))}
            >
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void add()}>
            {t('start')}
          </button>
        </div>
      )}
      {message && (
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
          {message}
        </p>
      )}
    </section>
  );
}
