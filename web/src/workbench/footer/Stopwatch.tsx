// The stopwatch toggled from the footer: counts up every second; pause, resume, reset, close.
import { Pause, Play, RotateCcw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { formatClock } from '../../lib/duration';

export const STOPWATCH_TICK_MS = 1000;

const button =
  'inline-flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-700';

export function Stopwatch({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('workbench');
  const locale = useLocale();
  const [seconds, setSeconds] = useState(0);
  const [running, setRunning] = useState(true);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((value) => value + 1), STOPWATCH_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <div
      role="timer"
      aria-label={t('footer.stopwatch')}
      className="flex items-center gap-0.5 rounded-lg bg-slate-100 px-1 dark:bg-slate-800"
    >
      <span className="px-1.5 font-mono text-sm tabular-nums" data-testid="stopwatch-time">
        {formatClock(seconds * 1000, locale)}
      </span>
      <button
        type="button"
        className={button}
        onClick={() => setRunning((value) => !value)}
        aria-label={running ? t('footer.pause') : t('footer.resume')}
        title={running ? t('footer.pause') : t('footer.resume')}
      >
        {running ? <Pause aria-hidden="true" className="size-3.5" /> : <Play aria-hidden="true" className="size-3.5" />}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => setSeconds(0)}
        aria-label={t('footer.resetTimer')}
        title={t('footer.resetTimer')}
      >
        <RotateCcw aria-hidden="true" className="size-3.5" />
      </button>
      <button
        type="button"
        className={button}
        onClick={onClose}
        aria-label={t('footer.closeTimer')}
        title={t('footer.closeTimer')}
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
