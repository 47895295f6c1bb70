// The sandbox's `console`: output kept per test (or outside tests) with its level, capped per
// test and per run; and `uncaught`, where errors nobody can catch go (the running test fails).
import type { SafeList } from './errors';
import type { Format } from './format';
import type { HarnessHost, HarnessOptions, LogEntry, LogLevel } from './protocol';

export interface LogSink {
  entries: LogEntry[];
  dropped: number;
}

export interface RunningTest {
  sink: LogSink;
  /** errors nobody could catch during the test; not an array (see safeList) */
  uncaught: SafeList<unknown>;
}

export type Output = ReturnType<typeof createConsole>;

export function createConsole(host: HarnessHost, options: HarnessOptions, { describeError, formatArgs }: Format) {
  const newSink = (): LogSink => ({ entries: [], dropped: 0 });
  const outsideTests = newSink();
  /** the test running now: its console output and uncaught errors */
  const running: { test: RunningTest | null } = { test: null };
  let totalLogChars = 0;

  function pushLog(level: LogLevel, args: unknown[]) {
    const sink = running.test?.sink ?? outsideTests;
    if (sink.entries.length >= options.maxLogEntries || totalLogChars >= options.maxLogTotalChars) {
      sink.dropped++;
      return;
    }
    const message = formatArgs(args);
    totalLogChars += message.length;
    sink.entries.push({ level, message });
  }

  function drain(sink: LogSink): LogEntry[] {
    const entries = sink.entries.slice();
    if (sink.dropped > 0) {
      entries.push({
        level: 'warn',
        message: `… ${sink.dropped} more console ${sink.dropped === 1 ? 'entry was' : 'entries were'} dropped (at most ${options.maxLogEntries} per test and ${Math.round(options.maxLogTotalChars / 1024)} KB per run are kept).`,
      });
    }
    sink.entries.length = 0;
    sink.dropped = 0;
    return entries;
  }

  const counters = new Map<string, number>();
  const timers = new Map<string, number>();
  const consoleObject = {
    log: (...args: unknown[]) => pushLog('log', args),
    debug: (...args: unknown[]) => pushLog('log', args),
    info: (...args: unknown[]) => pushLog('info', args),
    warn: (...args: unknown[]) => pushLog('warn', args),
    error: (...args: unknown[]) => pushLog('error', args),
    trace: (...args: unknown[]) => pushLog('error', ['Trace:', ...args]),
    dir: (value: unknown) => pushLog('log', [value]),
    dirxml: (...args: unknown[]) => pushLog('log', args),
    table: (value: unknown) => pushLog('log', [value]),
    group: (...args: unknown[]) => args.length && pushLog('log', args),
    groupCollapsed: (...args: unknown[]) => args.length && pushLog('log', args),
    groupEnd: () => {},
    assert: (condition: unknown, ...args: unknown[]) => {
      if (!condition) pushLog('error', ['Assertion failed', ...args]);
    },
    count: (label = 'default') => {
      const n = (counters.get(label) ?? 0) + 1;
      counters.set(label, n);
      pushLog('log', [`${label}: ${n}`]);
    },
    countReset: (label = 'default') => void counters.delete(label),
    time: (label = 'default') => void timers.set(label, host.now()),
    timeLog: (label = 'default', ...args: unknown[]) =>
      pushLog('log', [`${label}: ${(host.now() - (timers.get(label) ?? host.now())).toFixed(3)} ms`, ...args]),
    timeEnd: (label = 'default') => {
      pushLog('log', [`${label}: ${(host.now() - (timers.get(label) ?? host.now())).toFixed(3)} ms`]);
      timers.delete(label);
    },
  };

  function uncaught(error: unknown) {
    if (running.test) running.test.uncaught.add(error);
    else pushLog('error', [`Uncaught error: ${describeError(error)}`]);
  }

  return { console: consoleObject, running, newSink, outsideTests, pushLog, drain, uncaught };
}
