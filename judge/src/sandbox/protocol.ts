// The narrow interface between the worker process (host) and the harness that runs inside
// the sandbox (a node:vm context). Only functions, numbers, booleans and strings cross it:
// results travel as JSON text, so the host never reads a sandbox object, and no host function
// ever returns an object or throws into the sandbox.

/** The file names the learner's (transpiled) code and tests run under inside the sandbox. */
export const CODE_FILE = 'solution.js';
export const TEST_FILE = 'solution.test.js';

export type TimerKind = 'timeout' | 'interval' | 'immediate';

/** What the worker gives the harness. */
export interface HarnessHost {
  /**
   * Runs `fn` synchronously and stops it after `ms` (V8 terminates it, as vm's timeout
   * does). Returns false when it had to be stopped. The harness catches errors inside `fn`.
   */
  invoke(fn: () => void, ms: number): boolean;
  /**
   * A count that grows whenever a promise is made or settled (in any realm) or a timer is
   * scheduled: code that left it unchanged left nothing behind to happen later.
   */
  activity(): number;
  /** a real timer for the harness itself (test timeouts): never faked, never seen by tests */
  setTimer(fn: () => void, ms: number): number;
  clearTimer(id: number): void;
  /** calls `fn` in the next macrotask (setImmediate), after the host has seen this tick's rejections */
  afterTick(fn: () => void): void;
  /**
   * timers of the learner's code; the host calls `runtime.fire(fn)` when one is due. -1 when
   * `maxTimers` are already pending.
   */
  schedule(kind: TimerKind, fn: () => void, ms: number): number;
  unschedule(id: number): void;
  /** monotonic milliseconds */
  now(): number;
  /** `n` (≤ 65 536) random bytes from node:crypto, as a string of char codes 0–255 */
  randomBytes(n: number): string;
  /** the tests about to run, in the order they will report, as a JSON array of their names */
  plan(json: string): void;
  /** one finished test, as JSON of TestReport */
  report(json: string): void;
  /** the end of the run, as JSON of RunReport */
  finished(json: string): void;
}

export interface HarnessOptions {
  codeFile: string;
  testFile: string;
  /** the longest a test or hook may take (the spec: 5000 ms) */
  testTimeoutMs: number;
  maxTests: number;
  /** console entries kept per test (and for output outside tests) */
  maxLogEntries: number;
  /** characters kept per console message */
  maxLogChars: number;
  /** characters of console output kept for the whole run */
  maxLogTotalChars: number;
  /** pending timers at once */
  maxTimers: number;
  /** the largest ArrayBuffer or typed array, in bytes */
  maxBufferBytes: number;
}

/** The test file's view of the sandbox: worker/rewrite-tests.ts binds these names. */
export interface TestFileScope {
  /** registers a function of the test file: its source stays hidden (hide.ts) */
  hide(fn: unknown, name?: string): unknown;
  /** registers the methods and accessors of an object or class of the test file */
  hideMembers(target: unknown): unknown;
  /** reads, calls, iterations and conversions with the built-ins as they were (trusted.ts) */
  get(obj: unknown, key: unknown): unknown;
  call(obj: unknown, key: unknown, text: string): (...args: unknown[]) => unknown;
  iter(value: unknown, destructures?: boolean): Iterable<unknown>;
  /** a spread a consulting built-in takes as its last arguments: consumed first, the slots put back after */
  settle(value: unknown): Iterable<unknown>;
  str(value: unknown): unknown;
  /** `value`, once the slots the language consults are back as they were (a native's last argument) */
  restore<T>(value: T): T;
  /** a test function whose parameters destructure arrays, called with those slots put back first */
  guard(fn: unknown): unknown;
  /** the built-in globals as they were, by name */
  globals: Record<string, unknown>;
}

/**
 * The harness's own timers, lent to a UI run's DOM setup (ui/dom-setup.ts) before the learner's
 * code runs: `fn` is called in a later timer (setTimeout 0) or immediate of the host, with no
 * watchdog around it, so only the setup's own callbacks may go there.
 */
export interface UiTimers {
  afterTimeout(fn: () => void): void;
  afterImmediate(fn: () => void): void;
}

/** What the harness gives the worker back. */
export interface HarnessRuntime {
  /** runs a learner timer callback; errors are recorded against the running test */
  fire(fn: () => void): void;
  /** a timer callback had to be stopped by the host */
  timerStopped(ms: number): void;
  /**
   * A promise of the run was rejected and nothing handled it by the end of the tick (the
   * host's `unhandledRejection`); it fails the running test. The host passes the reason on
   * without reading it.
   */
  rejection(reason: unknown): void;
  /** after the code ran: makes its exports visible to the tests */
  exposeExports(): void;
  /** what the rewritten test file is called with (worker/rewrite-tests.ts) */
  testFileScope: TestFileScope;
  /** formats an error thrown by the code or the tests while they were evaluated */
  describeError(error: unknown): string;
  /** output printed while the code or the tests were evaluated */
  takeLogs(): string;
  /** number of tests collected, or a message when collecting failed */
  collected(): string;
  /** runs the collected tests; reports each and then calls host.finished */
  start(): void;
}

export type LogLevel = 'log' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
}

export interface TestReport {
  id: string;
  name: string;
  status: 'passed' | 'failed';
  duration: number;
  error: string | null;
  logs: LogEntry[];
}

export interface RunReport {
  skipped: number;
  /** console output outside any test (code, describe bodies, beforeAll/afterAll) */
  logs: LogEntry[];
  /** a failure of the run as a whole (afterAll hook, harness error) */
  fatal: string | null;
}
