// The replay's timeline, pure: who typed when (a lane per person with activity blocks), the idle
// stretches that playback skips, and the mapping between real time and playback time. Positions
// are playback milliseconds from the start; with idle skipped, a quiet stretch longer than IDLE_MS
// takes BREAK_MS of playback and is drawn as a break.
import { freeColorFor } from './roomModel';

export const IDLE_MS = 20_000;
export const BREAK_MS = 1_000;
/** updates of one person closer than this are one block */
const BLOCK_GAP_MS = 3_000;
export const SPEEDS = [1, 2, 4, 8, 16, 32] as const;

export interface ReplayUpdate {
  at: string;
  authorId?: string | null;
  authorName?: string | null;
}

/**
 * Something to mark on the timeline at a moment: a paste, leaving the tab, a note, or a run with
 * its result (`ok`). `kind` picks the look; `label` is read out.
 */
export interface TimelineMarker {
  id: string;
  at: string;
  kind: 'paste' | 'hidden' | 'visible' | 'note' | 'run';
  label: string;
  /** a run's result: passed (true) or not (false) */
  ok?: boolean | null;
}

export interface Lane {
  id: string;
  name: string;
  color: string;
  /** playback ms */
  blocks: { from: number; to: number }[];
}

export interface Timeline {
  /** real epoch ms of the start */
  start: number;
  /** playback ms of the end */
  duration: number;
  /** real epoch ms → playback ms */
  toPlay(real: number): number;
  /** playback ms → real epoch ms */
  toReal(play: number): number;
  /** the skipped stretches, at their playback position */
  breaks: { at: number; skippedMs: number }[];
}

/** the timeline over these moments (epoch ms, any order); idle stretches skipped or not */
export function buildTimeline(moments: number[], skipIdle: boolean): Timeline {
  const sorted = [...moments].sort((a, b) => a - b);
  const start = sorted[0] ?? 0;
  // segments of real time kept, each [realFrom, realTo, playFrom]
  const gaps: { realFrom: number; realTo: number; playAt: number }[] = [];
  let play = 0;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]! - sorted[i - 1]!;
    if (skipIdle && gap > IDLE_MS) {
      play += BREAK_MS;
      gaps.push({ realFrom: sorted[i - 1]!, realTo: sorted[i]!, playAt: play - BREAK_MS });
    } else play += gap;
  }
  const duration = play;
  const toPlay = (real: number) => {
    let skipped = 0;
    for (const g of gaps) {
      if (real <= g.realFrom) break;
      if (real < g.realTo) return g.playAt + ((real - g.realFrom) / (g.realTo - g.realFrom)) * BREAK_MS;
      skipped += g.realTo - g.realFrom - BREAK_MS;
    }
    return Math.max(0, Math.min(duration, real - start - skipped));
  };
  const toReal = (p: number) => {
    let skipped = 0;
    for (const g of gaps) {
      if (p < g.playAt) break;
      if (p < g.playAt + BREAK_MS) return g.realFrom + ((p - g.playAt) / BREAK_MS) * (g.realTo - g.realFrom);
      skipped += g.realTo - g.realFrom - BREAK_MS;
    }
    return start + p + skipped;
  };
  return {
    start,
    duration,
    toPlay,
    toReal,
    breaks: gaps.map((g) => ({ at: g.playAt, skippedMs: g.realTo - g.realFrom })),
  };
}

/**
 * one lane per person who typed, in order of their first change, with their cursor's colour — or,
 * when an earlier lane has that colour already (the colour is a hash of the id), the next free one
 */
export function lanesOf(updates: readonly ReplayUpdate[], timeline: Timeline): Lane[] {
  const lanes = new Map<string, Lane & { last: number }>();
  for (const u of updates) {
    if (!u.authorId) continue; // the server's own change (a problem's starter)
    const real = Date.parse(u.at);
    const at = timeline.toPlay(real);
    let lane = lanes.get(u.authorId);
    if (!lane) {
      const color = freeColorFor(u.authorId, new Set([...lanes.values()].map((l) => l.color)));
      lane = { id: u.authorId, name: u.authorName ?? '', color, blocks: [], last: -Infinity };
      lanes.set(u.authorId, lane);
    }
    const block = lane.blocks.at(-1);
    if (block && real - lane.last <= BLOCK_GAP_MS) block.to = at;
    else lane.blocks.push({ from: at, to: at });
    lane.last = real;
  }
  return [...lanes.values()].map(({ last: _last, ...lane }) => lane);
}

/** the index of the last update at or before `real` (-1: none yet) */
export function updateIndexAt(times: readonly number[], real: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= real) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The moments a replay can step to, from the states after each update in order: a state equal to
 * the one before is no step, and states recorded in the same millisecond are one step (the last of
 * them), so each step's moment is later than the one before. A step keyed by time alone would
 * otherwise land on the later of two equal moments: ← showed the same text, → skipped one.
 */
export function changesOf<T>(
  states: Iterable<{ state: T; at: number }>,
  same: (a: T, b: T) => boolean,
): { states: T[]; times: number[] } {
  const kept: T[] = [];
  const times: number[] = [];
  for (const { state, at } of states) {
    if (kept.length > 0 && times.at(-1)! >= at) {
      kept.pop();
      times.pop();
    }
    if (kept.length > 0 && same(kept.at(-1)!, state)) continue;
    kept.push(state);
    times.push(at);
  }
  return { states: kept, times };
}
