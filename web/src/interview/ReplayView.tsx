// The interviewer's replay: the code's and the whiteboard's recorded updates applied in order to a fresh document and
// shown read-only at any moment of a timeline with a lane per person (their cursor's colour and
// name, blocks where they typed), markers (pastes longer than a line, leaving the tab, every run
// with its result, the interviewer's notes), idle stretches skipped on
// playback (a toggle) and shown as breaks, and playback at 1×–32×. Keyboard: Space plays or
// pauses, ← and → step to the previous / next change, the slider takes Home / End.
import { useQuery } from '@apollo/client/react';
import { ClipboardPaste, EyeOff, FlaskConical, Pause, Play, StickyNote } from 'lucide-react';
import { type KeyboardEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { InterviewReplayDocument } from '../gql/graphql';
import { useLocale } from '../i18n/useLocale';
import { CodeEditor } from '../workbench/editor/CodeEditor';
import { useEditorLook } from '../workbench/editor/useEditorLook';
import { type BoardElement, elementsOf } from './board/boardBinding';
import { LazyBoardView } from './board/loadWhiteboard';
import { SPEEDS, type TimelineMarker, buildTimeline, changesOf, lanesOf, updateIndexAt } from './replayModel';

const decode = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const TICK_MS = 100;
const NO_ELEMENTS: BoardElement[] = [];

/**
 * the code's text and the board's drawing after each update, with its moment (see changesOf: a step
 * is a change of either; an update to the room's other shared state, such as the timer, is none)
 */
function snapshots(updates: { update: string; at: string; part: string }[]): {
  texts: string[];
  boards: BoardElement[][];
  times: number[];
} {
  const code = new Y.Doc();
  const board = new Y.Doc();
  let drawing: BoardElement[] = [];
  let drawingKey = '';
  function* states() {
    for (const u of updates) {
      const onBoard = u.part === 'board';
      Y.applyUpdate(onBoard ? board : code, decode(u.update));
      if (onBoard) {
        const next = elementsOf(board);
        const key = next.map((e) => `${e.id}:${e.version}`).join();
        if (key !== drawingKey) [drawing, drawingKey] = [next, key];
      }
      yield { state: { text: code.getText('code').toString(), drawing, drawingKey }, at: Date.parse(u.at) };
    }
  }
  const { states: kept, times } = changesOf(states(), (a, b) => a.text === b.text && a.drawingKey === b.drawingKey);
  return { texts: kept.map((s) => s.text), boards: kept.map((s) => s.drawing), times };
}

const pct = (at: number, duration: number) => `${duration > 0 ? (at / duration) * 100 : 0}%`;

export function ReplayView({ code, language }: { code: string; language: 'javascript' | 'typescript' }) {
  const { t } = useTranslation('interview');
  const locale = useLocale();
  const { fontSize, theme } = useEditorLook();
  const { data } = useQuery(InterviewReplayDocument, { variables: { code }, fetchPolicy: 'network-only' });
  const updates = useMemo(() => data?.interviewReplay ?? [], [data]);
  const { texts, boards, times } = useMemo(() => snapshots(updates), [updates]);
  const hasBoard = useMemo(() => updates.some((u) => u.part === 'board'), [updates]);
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(locale === 'zhCN' ? 'zh-CN' : 'en-US', { timeStyle: 'medium' }),
    [locale],
  );

  const markers = useMemo<TimelineMarker[]>(() => {
    // coming back to the tab is read from the leaving marker's label (two markers would overlap)
    const events = data?.interviewEvents ?? [];
    const own: TimelineMarker[] = events
      .filter((e) => e.kind !== 'VISIBLE')
      .map((e) => ({
        id: `event-${e.id}`,
        at: e.at,
        kind: e.kind === 'PASTE' ? 'paste' : e.kind === 'HIDDEN' ? 'hidden' : 'visible',
        label: t(`room.replay.marker.${e.kind === 'PASTE' ? 'paste' : e.kind === 'HIDDEN' ? 'hidden' : 'visible'}`, {
          name: e.authorName,
        }),
      }));
    const runs: TimelineMarker[] = (data?.interviewRuns ?? []).map((run, i) => ({
      id: `run-${i}`,
      at: run.at,
      kind: 'run',
      ok: !run.error && (run.kind === 'BLANK' || (run.total > 0 && run.passed === run.total)),
      label: run.error
        ? t('room.replay.marker.runError', { name: run.name, error: run.error.split('\n')[0] })
        : t(
            `room.replay.marker.${run.kind === 'VISIBLE' ? 'runVisible' : run.kind === 'HIDDEN' ? 'runHidden' : 'runBlank'}`,
            {
              name: run.name,
              passed: run.passed,
              total: run.total,
            },
          ),
    }));
    return [...own, ...runs].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }, [data, t]);
  const notes = useMemo(() => data?.interviewNotes ?? [], [data]);

  const [skipIdle, setSkipIdle] = useState(true);
  const timeline = useMemo(
    () =>
      buildTimeline(
        [
          ...updates.map((u) => Date.parse(u.at)),
          ...markers.map((m) => Date.parse(m.at)),
          ...notes.map((n) => Date.parse(n.at)),
        ],
        skipIdle,
      ),
    [updates, markers, notes, skipIdle],
  );
  const lanes = useMemo(() => lanesOf(updates, timeline), [updates, timeline]);
  /** each marker's row: markers closer than 3% of the width go on the next row, so none hides another */
  const rows = useMemo(() => {
    const lastOnRow: number[] = [];
    return markers.map((m) => {
      const at = timeline.duration > 0 ? timeline.toPlay(Date.parse(m.at)) / timeline.duration : 0;
      let row = lastOnRow.findIndex((last) => at - last >= 0.03);
      if (row < 0) row = lastOnRow.length;
      lastOnRow[row] = at;
      return row;
    });
  }, [markers, timeline]);

  /** the position as a real moment (kept across the idle toggle); null: the end */
  const [real, setReal] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const endReal = timeline.toReal(timeline.duration);
  const position = timeline.toPlay(real ?? endReal);
  const index = updateIndexAt(times, real ?? endReal);
  const playingRef = useRef({ position, speed, timeline });
  useEffect(() => {
    playingRef.current = { position, speed, timeline };
  }, [position, speed, timeline]);

  useEffect(() => {
    if (!playing) return;
    const step = setInterval(() => {
      const { position: p, speed: s, timeline: line } = playingRef.current;
      const next = Math.min(line.duration, p + TICK_MS * s);
      setReal(line.toReal(next));
      if (next >= line.duration) setPlaying(false);
    }, TICK_MS);
    return () => clearInterval(step);
  }, [playing]);

  if (!data) return <p className="p-4 text-sm text-slate-500">{t('room.loading')}</p>;
  if (texts.length === 0 && markers.length === 0 && notes.length === 0) {
    return <p className="p-4 text-sm text-slate-500">{t('room.replay.empty')}</p>;
  }

  const jump = (moment: number) => {
    setPlaying(false);
    setReal(moment);
  };
  const stepChange = (direction: -1 | 1) => {
    const target = direction < 0 ? Math.max(-1, index - 1) : Math.min(times.length - 1, index + 1);
    jump(target < 0 ? timeline.start : times[target]!);
  };
  const togglePlay = () => {
    if (!playing && position >= timeline.duration) setReal(timeline.start);
    setPlaying(!playing);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const typing = target.closest('.monaco-editor') || target.tagName === 'SELECT';
    if (typing) return;
    if (e.key === ' ' && target.tagName !== 'BUTTON') {
      e.preventDefault();
      togglePlay();
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      if (target.tagName === 'BUTTON' && target.closest('[data-replay-list]')) return;
      e.preventDefault();
      stepChange(e.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const clock = (moment: number) => timeFormat.format(new Date(moment));
  const shown = index >= 0 ? texts[index]! : '';
  const shownBoard = index >= 0 ? boards[index]! : NO_ELEMENTS;

  return (
    // the keys work anywhere in the replay but the editor; the region is not itself focusable
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="flex h-full min-h-0 flex-col" data-testid="replay" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <button
          type="button"
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
          aria-label={playing ? t('room.replay.pause') : t('room.replay.play')}
          onClick={togglePlay}
          data-testid="replay-play"
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        </button>
        <label className="flex items-center gap-1 text-xs text-slate-700 dark:text-slate-200">
          {t('room.replay.speed')}
          <select
            value={speed}
            onChange={(e) => setSpeed(Number(e.target.value) as (typeof SPEEDS)[number])}
            className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-900"
            data-testid="replay-speed"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-xs text-slate-700 dark:text-slate-200">
          <input type="checkbox" checked={skipIdle} onChange={(e) => setSkipIdle(e.target.checked)} />
          {t('room.replay.skipIdle')}
        </label>
        <span
          className="ml-auto text-xs text-slate-600 tabular-nums dark:text-slate-300"
          data-testid="replay-position"
          aria-live="off"
        >
          {t('room.replay.position', {
            index: index + 1,
            total: texts.length,
            time: clock(real ?? endReal),
          })}
        </span>
      </div>

      <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-800" data-testid="replay-timeline">
        <div className="grid grid-cols-[7rem_1fr] items-center gap-x-2 gap-y-1">
          {lanes.map((lane) => (
            <div key={lane.id} className="contents" data-testid="replay-lane">
              <span className="flex min-w-0 items-center gap-1 text-xs">
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ background: lane.color }} />
                <span className="truncate" data-testid="replay-lane-name">
                  {lane.name}
                </span>
              </span>
              <div
                className="relative h-3 rounded bg-slate-100 dark:bg-slate-800"
                role="img"
                aria-label={t('room.replay.laneLabel', { name: lane.name, count: lane.blocks.length })}
              >
                {lane.blocks.map((b) => (
                  <span
                    key={b.from}
                    className="absolute inset-y-0 rounded"
                    style={{
                      left: pct(b.from, timeline.duration),
                      width: `max(3px, ${pct(b.to - b.from, timeline.duration)})`,
                      background: lane.color,
                    }}
                  />
                ))}
                {timeline.breaks.map((b) => (
                  <span
                    key={b.at}
                    aria-hidden="true"
                    className="absolute inset-y-0 w-1 bg-[repeating-linear-gradient(45deg,#94a3b8_0_2px,transparent_2px_4px)]"
                    style={{ left: pct(b.at, timeline.duration) }}
                  />
                ))}
              </div>
            </div>
          ))}
          <span className="text-xs text-slate-600 dark:text-slate-300">{t('room.replay.markers')}</span>
          <div
            className="relative"
            style={{ height: `${1.5 * Math.max(1, ...rows.map((r) => r + 1))}rem` }}
            data-testid="replay-markers"
          >
            {markers.map((m, i) => {
              const at = timeline.toPlay(Date.parse(m.at));
              const Icon =
                m.kind === 'paste'
                  ? ClipboardPaste
                  : m.kind === 'note'
                    ? StickyNote
                    : m.kind === 'run'
                      ? FlaskConical
                      : EyeOff;
              const tone =
                m.kind === 'run'
                  ? m.ok
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : 'text-red-700 dark:text-red-300'
                  : m.kind === 'paste'
                    ? 'text-amber-700 dark:text-amber-300'
                    : 'text-slate-700 dark:text-slate-200';
              return (
                <button
                  key={m.id}
                  type="button"
                  className={`absolute -translate-x-1/2 rounded p-0.5 hover:bg-slate-100 dark:hover:bg-slate-800 ${tone}`}
                  style={{ left: pct(at, timeline.duration), top: `${1.5 * rows[i]!}rem` }}
                  title={`${clock(Date.parse(m.at))} · ${m.label}`}
                  aria-label={`${clock(Date.parse(m.at))} · ${m.label}`}
                  data-testid={`replay-marker-${m.kind}`}
                  onClick={() => jump(Date.parse(m.at))}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </button>
              );
            })}
          </div>
          <span className="text-xs text-slate-600 dark:text-slate-300" aria-hidden="true" />
          <input
            type="range"
            min={0}
            max={Math.max(1, Math.round(timeline.duration))}
            step={TICK_MS}
            value={Math.round(position)}
            onChange={(e) => jump(timeline.toReal(Number(e.target.value)))}
            aria-label={t('room.replay.slider')}
            aria-valuetext={clock(real ?? endReal)}
            className="w-full"
            data-testid="replay-slider"
          />
        </div>
        {skipIdle && timeline.breaks.length > 0 && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            {t('room.replay.skipped', { count: timeline.breaks.length })}
          </p>
        )}
      </div>

      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <div className="min-h-64 flex-1">
          <CodeEditor
            path={`replay/${code}.${language === 'typescript' ? 'ts' : 'js'}`}
            value={shown}
            language={language}
            readOnly
            fontSize={fontSize}
            theme={theme}
            ariaLabel={t('room.replayLabel')}
            loadingLabel={t('room.loadingEditor')}
          />
          {hasBoard && (
            <Suspense fallback={<p className="p-3 text-sm">{t('room.board.loading')}</p>}>
              <LazyBoardView elements={shownBoard} />
            </Suspense>
          )}
        </div>
        <section
          aria-labelledby="replay-notes-title"
          className="max-h-64 overflow-auto border-t border-slate-200 p-3 md:max-h-none md:w-64 md:border-t-0 md:border-l dark:border-slate-800"
          data-replay-list
        >
          <h2
            id="replay-notes-title"
            className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
          >
            {t('room.replay.notesTitle')}
          </h2>
          {notes.length === 0 ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('room.replay.noNotes')}</p>
          ) : (
            <ul className="mt-1 space-y-1" data-testid="replay-notes">
              {notes.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className="w-full rounded px-1 py-0.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                    onClick={() => jump(Date.parse(n.at))}
                    data-testid="replay-note"
                  >
                    <span className="mr-1 text-xs text-slate-600 tabular-nums dark:text-slate-300">
                      {clock(Date.parse(n.at))}
                    </span>
                    {n.text}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
