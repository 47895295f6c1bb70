// The small pure pieces of a room: the shared timer, participant colours, the guest's grant kept
// per room, and the CSS that names remote cursors (y-monaco draws them, we colour and label them).
import { readStorage, writeStorage } from '../lib/storage';

/** the timer as the Y.Map 'timer' holds it: accumulated time, and since when it runs */
export interface TimerState {
  /** ms accumulated before the current run */
  elapsed: number;
  /** when the current run started (epoch ms), or null while paused */
  startedAt: number | null;
}

export const STOPPED: TimerState = { elapsed: 0, startedAt: null };

export function timerElapsed(state: TimerState, now: number): number {
  return state.elapsed + (state.startedAt === null ? 0 : Math.max(0, now - state.startedAt));
}

export const startTimer = (state: TimerState, now: number): TimerState =>
  state.startedAt === null ? { elapsed: state.elapsed, startedAt: now } : state;

export const pauseTimer = (state: TimerState, now: number): TimerState =>
  state.startedAt === null ? state : { elapsed: timerElapsed(state, now), startedAt: null };

export const COLORS = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#dc2626', '#0891b2', '#65a30d'];

/** a participant's own colour, from their id alone (two ids may hash alike: see colorsOf) */
export function colorOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

/** someone's own colour unless it is taken, else the next free one after it (their own when all are) */
export function freeColorFor(id: string, taken: ReadonlySet<string>): string {
  const own = colorOf(id);
  if (!taken.has(own)) return own;
  const start = COLORS.indexOf(own);
  return COLORS.map((_, i) => COLORS[(start + i) % COLORS.length]!).find((c) => !taken.has(c)) ?? own;
}

/**
 * each person's colour, in the room's order (the interviewer, then by joining): distinct for up to
 * eight people, the same on every screen, and nobody's changes when someone joins later
 */
export function colorsOf(ids: readonly string[]): Map<string, string> {
  const colors = new Map<string, string>();
  for (const id of ids) if (!colors.has(id)) colors.set(id, freeColorFor(id, new Set(colors.values())));
  return colors;
}

const grantKey = (code: string) => `interview-guest:${code}`;

export const readGuestGrant = (code: string): string | null => readStorage(grantKey(code));

/** in private mode the grant is not kept: it lives as long as the page */
export const storeGuestGrant = (code: string, token: string) => void writeStorage(grantKey(code), token);

export interface RemoteCursor {
  clientId: number;
  name: string;
  color: string;
}

/** a CSS string literal of any text (a name typed by a guest can hold quotes and backslashes) */
const cssString = (text: string) =>
  `"${[...text].map((c) => (/[\w .,'-]/u.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join('')}"`;

/** y-monaco marks remote selections `.yRemoteSelection-<clientId>` and cursors `…Head-<clientId>` */
export function remoteCursorCss(cursors: readonly RemoteCursor[]): string {
  return cursors
    .map(({ clientId, name, color }) => {
      const id = Math.trunc(clientId);
      return [
        `.yRemoteSelection-${id} { background-color: ${color}33; }`,
        `.yRemoteSelectionHead-${id} { position: absolute; border-left: 2px solid ${color}; height: 100%; box-sizing: border-box; }`,
        `.yRemoteSelectionHead-${id}::after { content: ${cssString(name)}; position: absolute; top: -1.4em; left: -2px; padding: 0 4px; border-radius: 3px; font-size: 11px; line-height: 1.4em; white-space: nowrap; color: #fff; background: ${color}; pointer-events: none; z-index: 10; }`,
      ].join('\n');
    })
    .join('\n');
}
