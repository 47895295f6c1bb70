// The room's timer, one for everyone: its state is a Y.Map in the code document, so a start,
// pause or reset by either side shows on both screens at once.
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { useLocale } from '../i18n/useLocale';
import { formatClock } from '../lib/duration';
import { STOPPED, type TimerState, pauseTimer, startTimer, timerElapsed } from './roomModel';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800';

function read(map: Y.Map<unknown>): TimerState {
  const elapsed = map.get('elapsed');
  const startedAt = map.get('startedAt');
  return {
    elapsed: typeof elapsed === 'number' ? elapsed : 0,
    startedAt: typeof startedAt === 'number' ? startedAt : null,
  };
}

export function SharedTimer({
  map,
  readOnly,
  endedAt,
}: {
  map: Y.Map<unknown>;
  readOnly: boolean;
  /** when the interview ended (ms): the timer shows the time up to it and no longer runs */
  endedAt: number | null;
}) {
  const { t } = useTranslation('interview');
  const locale = useLocale();
  const [state, setState] = useState<TimerState>(() => read(map));
  // while running, the clock read every half second shows the time moving (render stays pure:
  // until the first tick after a start the shown time is the stored one)
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    const update = () => setState(read(map));
    update();
    map.observe(update);
    return () => map.unobserve(update);
  }, [map]);

  // an ended interview's timer is stopped: a start still stored in the document is read as
  // stopped at the end
  const runningAt = endedAt === null ? state.startedAt : null;
  useEffect(() => {
    if (runningAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(tick);
  }, [runningAt]);
  const shownAt = endedAt === null ? now : Math.max(endedAt, state.startedAt ?? endedAt);

  const write = (next: TimerState) =>
    map.doc!.transact(() => {
      map.set('elapsed', next.elapsed);
      map.set('startedAt', next.startedAt);
    });
  const running = runningAt !== null;

  return (
    <div className="flex items-center gap-1" role="group" aria-label={t('room.timer.title')}>
      <span data-testid="timer" className="min-w-14 text-center font-mono text-sm tabular-nums" aria-live="off">
        {formatClock(timerElapsed(state, shownAt), locale)}
      </span>
      <button
        type="button"
        className={iconButton}
        disabled={readOnly}
        onClick={() => write(running ? pauseTimer(state, Date.now()) : startTimer(state, Date.now()))}
        aria-label={running ? t('room.timer.pause') : t('room.timer.start')}
        title={running ? t('room.timer.pause') : t('room.timer.start')}
      >
        {running ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={readOnly}
        onClick={() => write(STOPPED)}
        aria-label={t('room.timer.reset')}
        title={t('room.timer.reset')}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
