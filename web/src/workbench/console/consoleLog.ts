// The Console tab's entries (spec §3, §9): console output of runs and system entries, the
// last 100 kept, a consecutive duplicate dropped, filtered by all/log/info/warn/error/system.
export type LogLevel = 'log' | 'info' | 'warn' | 'error';
export type ConsoleFilter = 'all' | LogLevel | 'system';
export const CONSOLE_FILTERS: readonly ConsoleFilter[] = ['all', 'log', 'info', 'warn', 'error', 'system'];
export const CONSOLE_LIMIT = 100;

export interface ConsoleEntry {
  type: 'console' | 'system';
  level: LogLevel;
  message: string;
  timestamp: number;
}

const same = (a: ConsoleEntry, b: ConsoleEntry) => a.type === b.type && a.level === b.level && a.message === b.message;

/** `entries` with `added` appended under the rules (a new array; the input is not changed) */
export function appendEntries(entries: readonly ConsoleEntry[], added: readonly ConsoleEntry[]): ConsoleEntry[] {
  const next = [...entries];
  for (const entry of added) {
    const last = next[next.length - 1];
    if (last && same(last, entry)) continue;
    next.push(entry);
  }
  return next.slice(-CONSOLE_LIMIT);
}

export function filterEntries(entries: readonly ConsoleEntry[], filter: ConsoleFilter): ConsoleEntry[] {
  if (filter === 'all') return [...entries];
  if (filter === 'system') return entries.filter((e) => e.type === 'system');
  return entries.filter((e) => e.type === 'console' && e.level === filter);
}
