// The interviewer's controls of a room (issue #30): lock the pad (read-only for the candidate), turn
// the candidate's runs off, and a timed focus time during which the candidate does not see the
// interviewer's cursor. The interviewer has toggle buttons in the room's header; both people see
// what is on as banners under it. The state is the room's (`controls`, set through GraphQL and
// announced to both pages, which reload the room); the server enforces the lock (the collaboration
// server) and the runs (runInterviewCode). A focus time ends by itself at `focusUntil`: both pages
// count down from the server's clock (`serverTime`, when the room was read).
import { useMutation } from '@apollo/client/react';
import { Eye, Lock, LockOpen, Play, PlayCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../components/buttonStyles';
import {
  EndInterviewFocusDocument,
  type InterviewRoomFieldsFragment,
  SetInterviewControlsDocument,
  StartInterviewFocusDocument,
} from '../gql/graphql';
import { htmlLangOf } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { formatClock } from '../lib/duration';
import { toastError } from './errors';

const smallButton = `${secondaryButton} !px-3 !py-1.5`;
/** a pressed toggle stands out in both themes */
const pressed = 'aria-pressed:!border-amber-500 aria-pressed:!bg-amber-50 dark:aria-pressed:!bg-amber-950';
const FOCUS_CHOICES = [5, 10, 15, 20, 30, 45, 60];

type Controls = NonNullable<InterviewRoomFieldsFragment['controls']>;

/** what is on now; the focus time's milliseconds left, counted on the server's clock (0: none) */
export function useRoomControls(controls: Controls | null | undefined) {
  const until = controls?.focusUntil ? Date.parse(controls.focusUntil) : null;
  // this browser's clock when last read, and the server's clock minus it (read with the room)
  const [clock, setClock] = useState(() => ({ now: Date.now(), skew: 0 }));
  const serverTime = controls?.serverTime;
  useEffect(() => {
    if (!serverTime) return;
    const skew = Date.parse(serverTime) - Date.now();
    const tick = () => setClock({ now: Date.now(), skew });
    const first = setTimeout(tick, 0);
    // while a focus time is on, the time left moves every half second
    const every = until === null ? undefined : setInterval(tick, 500);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [serverTime, until]);
  const focusLeft = until === null ? 0 : Math.max(0, until - (clock.now + clock.skew));
  return {
    locked: controls?.locked ?? false,
    runsDisabled: controls?.runsDisabled ?? false,
    focusLeft,
    focusing: focusLeft > 0,
  };
}

export type RoomControlsState = ReturnType<typeof useRoomControls>;

/** the interviewer's toggles in the room's header */
export function InterviewerControls({ code, state }: { code: string; state: RoomControlsState }) {
  const { t } = useTranslation('interview');
  const locale = useLocale();
  const minutesId = useId();
  const [minutes, setMinutes] = useState(15);
  const [setControls, setting] = useMutation(SetInterviewControlsDocument);
  const [startFocus, starting] = useMutation(StartInterviewFocusDocument);
  const [endFocus, ending] = useMutation(EndInterviewFocusDocument);
  const attempt = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      toastError(error, t('room.error'));
    }
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('room.controls.title')}
      data-testid="interviewer-controls"
    >
      <button
        type="button"
        className={`${smallButton} ${pressed}`}
        aria-pressed={state.locked}
        title={t('room.controls.lockHint')}
        disabled={setting.loading}
        onClick={() => void attempt(() => setControls({ variables: { code, locked: !state.locked } }))}
        data-testid="control-lock"
      >
        {state.locked ? (
          <Lock aria-hidden="true" className="size-4" />
        ) : (
          <LockOpen aria-hidden="true" className="size-4" />
        )}
        {state.locked ? t('room.controls.locked') : t('room.controls.lock')}
      </button>
      <button
        type="button"
        className={`${smallButton} ${pressed}`}
        aria-pressed={state.runsDisabled}
        title={t('room.controls.runsHint')}
        disabled={setting.loading}
        onClick={() => void attempt(() => setControls({ variables: { code, runsDisabled: !state.runsDisabled } }))}
        data-testid="control-runs"
      >
        {state.runsDisabled ? (
          <PlayCircle aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {state.runsDisabled ? t('room.controls.runsOff') : t('room.controls.runsOn')}
      </button>
      {state.focusing ? (
        <button
          type="button"
          className={`${smallButton} ${pressed}`}
          aria-pressed="true"
          disabled={ending.loading}
          onClick={() => void attempt(() => endFocus({ variables: { code } }))}
          data-testid="control-focus-end"
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('room.controls.endFocus')}
          <span className="font-mono tabular-nums">{formatClock(state.focusLeft, locale)}</span>
        </button>
      ) : (
        <span className="inline-flex items-center gap-1">
          <label htmlFor={minutesId} className="sr-only">
            {t('room.controls.focusMinutes')}
          </label>
          <select
            id={minutesId}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            data-testid="control-focus-minutes"
          >
            {FOCUS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {new Intl.NumberFormat(htmlLangOf(locale), {
                  style: 'unit',
                  unit: 'minute',
                  unitDisplay: 'long',
                }).format(choice)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={smallButton}
            aria-pressed="false"
            disabled={starting.loading}
            onClick={() => void attempt(() => startFocus({ variables: { code, minutes } }))}
            data-testid="control-focus-start"
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('room.controls.startFocus')}
          </button>
        </span>
      )}
    </div>
  );
}

/** what is on, as banners under the header (both people; the candidate's words say who did it) */
export function ControlsBanners({ state, interviewer }: { state: RoomControlsState; interviewer: boolean }) {
  const { t } = useTranslation('interview');
  const locale = useLocale();
  const banner = 'px-4 py-1.5 text-sm';
  const time = formatClock(state.focusLeft, locale);
  return (
    <div data-testid="controls-banners">
      <div role="status">
        {!interviewer && state.locked && (
          <p
            className={`${banner} bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}
            data-testid="banner-locked"
          >
            <Lock aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px]" />
            {t('room.controls.lockedBanner')}
          </p>
        )}
        {!interviewer && state.runsDisabled && (
          <p
            className={`${banner} bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}
            data-testid="banner-runs-off"
          >
            {t('room.controls.runsOffBanner')}
          </p>
        )}
      </div>
      {state.focusing && (
        // a timer (not a live region): screen readers are not told every second
        <p
          role="timer"
          className={`${banner} bg-indigo-50 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100`}
          data-testid="banner-focus"
        >
          {interviewer ? t('room.controls.focusOwnBanner', { time }) : t('room.controls.focusBanner', { time })}
        </p>
      )}
    </div>
  );
}
