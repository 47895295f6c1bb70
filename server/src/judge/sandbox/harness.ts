// The test harness that runs INSIDE the sandbox. It is bundled once (with Jest's own `expect`,
// `jest-mock`, `@sinonjs/fake-timers` and the web objects of ./web) into one script that the
// worker evaluates in every fresh node:vm context, so every object a test touches belongs to
// the sandbox's realm.
//
// It provides the Jest globals (describe/it/test with .each/.skip/.only/.todo, the four hooks,
// expect, jest.fn/spyOn/fake timers), captures console output per test, and schedules tests
// like jest-circus: beforeAll, then per test beforeEach (outer first), the test, afterEach
// (inner first), then afterAll. The synchronous part of every hook and test runs through
// host.invoke, which stops an infinite loop after the test timeout; the asynchronous part
// races a real (host) timer.
import { withGlobal } from '@sinonjs/fake-timers';
import { expect } from 'expect';
import { ModuleMocker } from 'jest-mock';
import { format as prettyFormat } from 'pretty-format';
import type {
  HarnessHost,
  HarnessOptions,
  HarnessRuntime,
  LogEntry,
  LogLevel,
  RunReport,
  TestReport,
  TimerKind,
} from './protocol';
import { installWebGlobals } from './web';

type Fn = (...args: unknown[]) => unknown;
type Mode = 'skip' | 'only' | 'todo' | undefined;
type HookKind = 'beforeAll' | 'afterAll' | 'beforeEach' | 'afterEach';

interface Hook {
  fn: Fn;
  timeout: number | undefined;
}

interface Block {
  name: string;
  parent: Block | null;
  children: (Block | TestEntry)[];
  hooks: Record<HookKind, Hook[]>;
  mode: Mode;
}

interface TestEntry {
  test: true;
  name: string;
  fn: Fn | undefined;
  timeout: number | undefined;
  mode: Mode;
  parent: Block;
}

interface LogSink {
  entries: LogEntry[];
  dropped: number;
}

interface RunningTest {
  sink: LogSink;
  uncaught: unknown[];
}

class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/** A failure whose message is already the full text to show (frames included). */
class DescribedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DescribedError';
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  !!value &&
  (typeof value === 'object' || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function install(host: HarnessHost, options: HarnessOptions): HarnessRuntime {
  const g = globalThis as unknown as Record<string, unknown>;
  const maxTimeout = options.testTimeoutMs;
  let defaultTimeout = maxTimeout;
  const timeoutOf = (requested: number | undefined) =>
    typeof requested === 'number' && requested > 0 ? Math.min(requested, maxTimeout) : defaultTimeout;

  // ───────────────────────── formatting ─────────────────────────

  const clip = (text: string, max = options.maxLogChars) =>
    text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;

  function inspect(value: unknown): string {
    if (typeof value === 'string') return clip(value);
    if (typeof value === 'bigint') return `${value}n`;
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value);
    if (value instanceof Error) return clip(safe(() => value.stack ?? String(value), '[Error]'));
    return clip(
      safe(
        () =>
          prettyFormat(value, {
            min: true,
            maxDepth: 4,
            maxWidth: 100,
            escapeString: false,
            printFunctionName: true,
          }),
        '[value that cannot be printed]',
      ),
    );
  }

  function formatArgs(args: unknown[]): string {
    const first = args[0];
    if (typeof first === 'string' && first.includes('%') && args.length > 1) {
      let i = 1;
      const head = first.replace(/%([sdifjoOc%])/g, (all, spec: string) => {
        if (spec === '%') return '%';
        if (i >= args.length) return all;
        const arg = args[i++];
        switch (spec) {
          case 's':
            return typeof arg === 'string' ? arg : inspect(arg);
          case 'd':
          case 'i':
            return String(spec === 'i' ? Math.trunc(Number(arg)) : Number(arg));
          case 'f':
            return String(Number(arg));
          case 'j':
            return safe(() => JSON.stringify(arg), '[Circular]');
          case 'c':
            return '';
          default:
            return inspect(arg);
        }
      });
      return clip([clip(head), ...args.slice(i).map(inspect)].join(' '));
    }
    return clip(args.map(inspect).join(' '));
  }

  const userFile = (line: string) => line.includes(options.codeFile) || line.includes(options.testFile);

  /** The message of an error plus the stack frames that point into the learner's files. */
  function describeError(error: unknown): string {
    if (error && typeof error === 'object' && typeof (error as Error).message === 'string') {
      const e = error as Error & { matcherResult?: unknown };
      const isAssertion = safe(() => 'matcherResult' in e, false);
      const name = safe(() => String(e.name || 'Error'), 'Error');
      if (e instanceof DescribedError) return clip(e.message, 20_000);
      const head = isAssertion || e instanceof TimeoutError ? e.message : `${name}: ${e.message}`;
      const stack = safe(() => (typeof e.stack === 'string' ? e.stack : ''), '');
      const frames =
        e instanceof TimeoutError
          ? []
          : stack
              .split('\n')
              .filter((line) => /^\s+at /.test(line) && userFile(line))
              .slice(0, 6)
              .map((line) => `    ${line.trim()}`);
      return clip([head, ...frames].join('\n'), 20_000);
    }
    return clip(`Thrown: ${inspect(error)}`, 20_000);
  }

  // Stacks as V8 prints them, with the frames of the learner's files only (the harness's and
  // the worker's frames mean nothing to a learner).
  const ErrorCtor = Error as ErrorConstructor & {
    prepareStackTrace?: (error: Error, frames: NodeJS.CallSite[]) => string;
  };
  ErrorCtor.stackTraceLimit = 30;
  ErrorCtor.prepareStackTrace = (error, frames) => {
    let text = safe(() => {
      const message = String(error.message ?? '');
      const name = String(error.name ?? 'Error');
      return message ? `${name}: ${message}` : name;
    }, 'Error');
    for (const frame of frames) {
      const file = safe(() => frame.getFileName(), null);
      if (!file || !userFile(file)) continue;
      const where = `${file}:${safe(() => frame.getLineNumber(), 0)}:${safe(() => frame.getColumnNumber(), 0)}`;
      const fn = safe(() => frame.getFunctionName(), null);
      text += fn ? `\n    at ${fn} (${where})` : `\n    at ${where}`;
    }
    return text;
  };

  // ───────────────────────── console ─────────────────────────

  const newSink = (): LogSink => ({ entries: [], dropped: 0 });
  const outsideTests = newSink();
  let currentTest: RunningTest | null = null;
  let totalLogChars = 0;

  function pushLog(level: LogLevel, args: unknown[]) {
    const sink = currentTest?.sink ?? outsideTests;
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

  // ───────────────────────── timers of the learner's code ─────────────────────────

  function uncaught(error: unknown) {
    if (currentTest) currentTest.uncaught.push(error);
    else pushLog('error', [`Uncaught error: ${describeError(error)}`]);
  }

  function schedule(kind: TimerKind, callback: unknown, ms: unknown, args: unknown[]): number {
    if (typeof callback !== 'function') {
      throw new TypeError(`The "callback" argument must be of type function. Received ${inspect(callback)}`);
    }
    const delay = Math.max(0, Number(ms) || 0);
    const id = host.schedule(kind, () => (callback as Fn)(...args), delay);
    if (id < 0) throw new RangeError(`Too many pending timers: at most ${options.maxTimers} at once.`);
    return id;
  }
  const unschedule = (id: unknown) => {
    if (typeof id === 'number') host.unschedule(id);
  };

  const RealDate = Date;
  const realPromise = Promise;
  const realPromiseThen = Promise.prototype.then;
  Object.assign(g, {
    console: consoleObject,
    setTimeout: function setTimeout(cb: unknown, ms?: unknown, ...args: unknown[]) {
      return schedule('timeout', cb, ms, args);
    },
    setInterval: function setInterval(cb: unknown, ms?: unknown, ...args: unknown[]) {
      return schedule('interval', cb, ms, args);
    },
    setImmediate: function setImmediate(cb: unknown, ...args: unknown[]) {
      return schedule('immediate', cb, 0, args);
    },
    clearTimeout: function clearTimeout(id: unknown) {
      unschedule(id);
    },
    clearInterval: function clearInterval(id: unknown) {
      unschedule(id);
    },
    clearImmediate: function clearImmediate(id: unknown) {
      unschedule(id);
    },
    queueMicrotask: function queueMicrotask(cb: unknown) {
      if (typeof cb !== 'function') throw new TypeError('The "callback" argument must be of type function.');
      realPromiseThen.call(realPromise.resolve(), () => {
        try {
          (cb as Fn)();
        } catch (error) {
          uncaught(error);
        }
      });
    },
    performance: { now: () => host.now(), timeOrigin: RealDate.now() - host.now() },
  });

  installWebGlobals(g, {
    randomBytes: (n) => String(host.randomBytes(n)),
    later: (fn) => {
      if (host.schedule('immediate', fn, 0) < 0) uncaught(new RangeError('Too many pending timers.'));
    },
    reportError: (error) => uncaught(error),
    maxBufferBytes: options.maxBufferBytes,
  });

  // ───────────────────────── modules: the solution's exports ─────────────────────────

  const solution: { exports: unknown } = { exports: {} };
  g.module = solution;
  g.exports = solution.exports;
  const moduleNotFound = (id: unknown) =>
    new Error(
      `Cannot load module "${String(id)}": the judge runs your code on its own, without packages or Node modules. ` +
        'Tests may import the solution itself ("./solution").',
    );
  g.require = function require(id: unknown) {
    if (typeof id === 'string' && (id === '.' || id.startsWith('./') || id.startsWith('../'))) {
      return solution.exports;
    }
    throw moduleNotFound(id);
  };

  function exposeExports() {
    const exported = solution.exports as Record<string, unknown> | Fn | null;
    const expose = (name: unknown, value: unknown) => {
      if (typeof name !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(name) || name in g) return;
      Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
    };
    if (typeof exported === 'function') {
      expose(exported.name, exported);
      return;
    }
    if (!exported || typeof exported !== 'object') return;
    for (const key of Object.keys(exported)) {
      const value = safe(() => exported[key], undefined);
      if (key === 'default') {
        if (typeof value === 'function') expose(value.name, value);
      } else {
        expose(key, value);
      }
    }
  }

  // ───────────────────────── jest: mocks and fake timers ─────────────────────────

  const mocker = new ModuleMocker(globalThis as unknown as typeof globalThis);
  type Clock = ReturnType<ReturnType<typeof withGlobal>['install']>;
  let clock: Clock | null = null;

  function fakeClock(api: string): Clock | null {
    if (!clock) {
      pushLog('warn', [
        `jest.${api}() was called but the timers are not faked. Call jest.useFakeTimers() first (for example in beforeEach).`,
      ]);
    }
    return clock;
  }

  const TO_FAKE = [
    'Date',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'clearImmediate',
    'performance',
  ] as const;

  const notAvailable = (name: string) => () => {
    throw new Error(`jest.${name}() is not available in the judge: tests run without modules.`);
  };

  const jestObject = {
    fn: (implementation?: Fn) => mocker.fn(implementation),
    spyOn: (object: object, method: string, accessType?: 'get' | 'set') =>
      accessType
        ? (mocker.spyOn as (o: object, m: string, a: 'get' | 'set') => unknown)(object, method, accessType)
        : (mocker.spyOn as (o: object, m: string) => unknown)(object, method),
    replaceProperty: (object: object, key: string, value: unknown) =>
      (mocker.replaceProperty as (o: object, k: string, v: unknown) => unknown)(object, key, value),
    isMockFunction: (fn: unknown) => mocker.isMockFunction(fn),
    mocked: <T>(value: T) => value,
    clearAllMocks() {
      mocker.clearAllMocks();
      return jestObject;
    },
    resetAllMocks() {
      mocker.resetAllMocks();
      return jestObject;
    },
    restoreAllMocks() {
      mocker.restoreAllMocks();
      return jestObject;
    },
    useFakeTimers(
      config: { now?: number | Date; doNotFake?: string[]; timerLimit?: number; advanceTimers?: boolean | number } = {},
    ) {
      clock?.uninstall();
      const doNotFake = new Set(config.doNotFake ?? []);
      clock = withGlobal(globalThis).install({
        now: config.now ?? RealDate.now(),
        loopLimit: config.timerLimit ?? 100_000,
        toFake: TO_FAKE.filter((name) => !doNotFake.has(name)) as never,
        shouldAdvanceTime: !!config.advanceTimers,
        advanceTimeDelta: typeof config.advanceTimers === 'number' ? config.advanceTimers : 20,
        shouldClearNativeTimers: true,
      });
      return jestObject;
    },
    useRealTimers() {
      clock?.uninstall();
      clock = null;
      return jestObject;
    },
    isFakeTimers: () => !!clock,
    advanceTimersByTime(ms: number) {
      fakeClock('advanceTimersByTime')?.tick(ms);
    },
    async advanceTimersByTimeAsync(ms: number) {
      await fakeClock('advanceTimersByTimeAsync')?.tickAsync(ms);
    },
    advanceTimersToNextTimer(steps = 1) {
      const c = fakeClock('advanceTimersToNextTimer');
      for (let i = 0; c && i < steps; i++) c.next();
    },
    async advanceTimersToNextTimerAsync(steps = 1) {
      const c = fakeClock('advanceTimersToNextTimerAsync');
      for (let i = 0; c && i < steps; i++) await c.nextAsync();
    },
    runAllTimers() {
      fakeClock('runAllTimers')?.runAll();
    },
    async runAllTimersAsync() {
      await fakeClock('runAllTimersAsync')?.runAllAsync();
    },
    runOnlyPendingTimers() {
      fakeClock('runOnlyPendingTimers')?.runToLast();
    },
    async runOnlyPendingTimersAsync() {
      await fakeClock('runOnlyPendingTimersAsync')?.runToLastAsync();
    },
    runAllTicks() {
      fakeClock('runAllTicks')?.runMicrotasks();
    },
    clearAllTimers() {
      fakeClock('clearAllTimers')?.reset();
    },
    getTimerCount: () => fakeClock('getTimerCount')?.countTimers() ?? 0,
    now: () => (clock ? clock.now : RealDate.now()),
    setSystemTime(now?: number | Date) {
      fakeClock('setSystemTime')?.setSystemTime(now);
    },
    getRealSystemTime: () => RealDate.now(),
    setTimeout(ms: number) {
      defaultTimeout = timeoutOf(ms);
      return jestObject;
    },
    retryTimes: () => jestObject,
    mock: notAvailable('mock'),
    doMock: notAvailable('doMock'),
    unmock: notAvailable('unmock'),
    requireActual: notAvailable('requireActual'),
    requireMock: notAvailable('requireMock'),
    resetModules: () => jestObject,
    isolateModules: (fn: Fn) => fn(),
  };

  // ───────────────────────── collecting tests ─────────────────────────

  const newBlock = (name: string, parent: Block | null, mode: Mode): Block => ({
    name,
    parent,
    children: [],
    hooks: { beforeAll: [], afterAll: [], beforeEach: [], afterEach: [] },
    mode,
  });
  const root = newBlock('', null, undefined);
  let currentBlock = root;
  let started = false;
  let hasOnly = false;
  let testCount = 0;

  const titleOf = (name: unknown) =>
    typeof name === 'function' ? name.name || 'anonymous' : typeof name === 'string' ? name : inspect(name);

  function assertCollecting(what: string) {
    if (started) throw new Error(`Cannot add ${what} after the tests have started running.`);
  }

  function addDescribe(mode: Mode, name: unknown, fn: unknown) {
    assertCollecting('a describe block');
    if (typeof fn !== 'function') throw new Error(`describe("${titleOf(name)}") needs a callback function.`);
    if (mode === 'only') hasOnly = true;
    const block = newBlock(titleOf(name), currentBlock, mode);
    currentBlock.children.push(block);
    const parent = currentBlock;
    currentBlock = block;
    try {
      const result = (fn as Fn)();
      if (isThenable(result)) {
        throw new Error('Returning a Promise from "describe" is not supported: tests must be defined synchronously.');
      }
    } finally {
      currentBlock = parent;
    }
  }

  function addTest(mode: Mode, name: unknown, fn: unknown, timeout?: unknown) {
    assertCollecting('a test');
    if (mode !== 'todo' && typeof fn !== 'function') {
      throw new Error(`test("${titleOf(name)}") needs a callback function as its second argument.`);
    }
    if (mode === 'only') hasOnly = true;
    testCount++;
    currentBlock.children.push({
      test: true,
      name: titleOf(name),
      fn: fn as Fn | undefined,
      timeout: typeof timeout === 'number' ? timeout : undefined,
      mode,
      parent: currentBlock,
    });
  }

  function addHook(kind: HookKind, fn: unknown, timeout?: unknown) {
    assertCollecting(`a ${kind} hook`);
    if (typeof fn !== 'function') throw new Error(`${kind}() needs a callback function.`);
    currentBlock.hooks[kind].push({ fn: fn as Fn, timeout: typeof timeout === 'number' ? timeout : undefined });
  }

  /** `test.each(table)(name, fn)` and the tagged-template form, as Jest names the cases. */
  function each(register: (name: unknown, fn: unknown, timeout?: unknown) => void) {
    return (table: unknown, ...values: unknown[]) =>
      (name: unknown, fn: unknown, timeout?: unknown) => {
        let rows: unknown[][];
        let objects = false;
        const strings = table as TemplateStringsArray;
        if (Array.isArray(table) && Array.isArray(strings.raw)) {
          const headings = strings
            .join('')
            .split('|')
            .map((h) => h.trim())
            .filter(Boolean);
          rows = [];
          for (let i = 0; i + headings.length <= values.length; i += headings.length) {
            rows.push([Object.fromEntries(headings.map((h, j) => [h, values[i + j]]))]);
          }
          objects = true;
        } else if (Array.isArray(table)) {
          rows = table.map((row) => (Array.isArray(row) ? row : [row]));
          objects = table.every((row) => row && typeof row === 'object' && !Array.isArray(row));
        } else {
          throw new Error('.each must be called with an array or a tagged template literal.');
        }
        if (typeof fn !== 'function') throw new Error(`.each("${titleOf(name)}") needs a callback function.`);
        rows.forEach((args, index) => {
          const title = objects ? interpolate(titleOf(name), args[0], index) : printf(titleOf(name), args, index);
          const f = fn as Fn;
          const wrapped = f.length > args.length ? (done: unknown) => f(...args, done) : () => f(...args);
          register(title, wrapped, timeout);
        });
      };
  }

  function printf(title: string, args: unknown[], index: number): string {
    let i = 0;
    const out = title.replace(/%([sdifjoOp#$%])/g, (all, spec: string) => {
      if (spec === '%') return '%';
      if (spec === '#') return String(index);
      if (spec === '$') return String(index + 1);
      if (i >= args.length) return all;
      const arg = args[i++];
      if (spec === 's') return typeof arg === 'string' ? arg : inspect(arg);
      if (spec === 'd' || spec === 'i') return String(spec === 'i' ? Math.trunc(Number(arg)) : Number(arg));
      if (spec === 'f') return String(Number(arg));
      if (spec === 'j') return safe(() => JSON.stringify(arg), '[Circular]');
      return inspect(arg);
    });
    return out;
  }

  function interpolate(title: string, row: unknown, index: number): string {
    return title
      .replace(/\$([A-Za-z_$][\w$]*(?:\.[\w$]+)*)/g, (all, path: string) => {
        let value: unknown = row;
        for (const key of path.split('.')) {
          if (value == null || typeof value !== 'object' || !(key in value)) return all;
          value = (value as Record<string, unknown>)[key];
        }
        return typeof value === 'string' ? value : inspect(value);
      })
      .replace(/%#/g, String(index))
      .replace(/%\$/g, String(index + 1));
  }

  function makeTest(mode: Mode) {
    const fn = (name: unknown, f: unknown, timeout?: unknown) => addTest(mode, name, f, timeout);
    return Object.assign(fn, { each: each(fn) });
  }
  const test = Object.assign(makeTest(undefined), {
    only: makeTest('only'),
    skip: makeTest('skip'),
    todo: (name: unknown) => addTest('todo', name, undefined),
    concurrent: makeTest(undefined),
    failing: notAvailable('failing'),
  });
  function makeDescribe(mode: Mode) {
    const fn = (name: unknown, f: unknown) => addDescribe(mode, name, f);
    return Object.assign(fn, { each: each(fn) });
  }
  const describe = Object.assign(makeDescribe(undefined), {
    only: makeDescribe('only'),
    skip: makeDescribe('skip'),
  });

  Object.assign(g, {
    describe,
    fdescribe: describe.only,
    xdescribe: describe.skip,
    test,
    it: test,
    fit: test.only,
    xit: test.skip,
    xtest: test.skip,
    beforeAll: (fn: unknown, timeout?: unknown) => addHook('beforeAll', fn, timeout),
    afterAll: (fn: unknown, timeout?: unknown) => addHook('afterAll', fn, timeout),
    beforeEach: (fn: unknown, timeout?: unknown) => addHook('beforeEach', fn, timeout),
    afterEach: (fn: unknown, timeout?: unknown) => addHook('afterEach', fn, timeout),
    expect,
    jest: jestObject,
  });

  // ───────────────────────── running tests ─────────────────────────

  const skippedByMode = (entry: Block | TestEntry): boolean => {
    for (let b: Block | TestEntry | null = entry; b; b = b.parent) {
      if (b.mode === 'skip' || b.mode === 'todo') return true;
    }
    return false;
  };
  const focused = (entry: Block | TestEntry): boolean => {
    for (let b: Block | TestEntry | null = entry; b; b = b.parent) if (b.mode === 'only') return true;
    return false;
  };
  const shouldRun = (t: TestEntry) => !skippedByMode(t) && (!hasOnly || focused(t));
  const hasTestsToRun = (block: Block): boolean =>
    block.children.some((c) => ('test' in c ? shouldRun(c) : hasTestsToRun(c)));

  const fullName = (t: TestEntry) => {
    const parts = [t.name];
    for (let b: Block | null = t.parent; b && b.parent; b = b.parent) parts.unshift(b.name);
    return parts.join(' › ');
  };

  let reported = 0;
  let skipped = 0;
  let fatal: string | null = null;

  /**
   * Calls a hook or test function: its synchronous part under host.invoke's limit, then its
   * promise or done callback against a real timer. Resolves to the error, or null.
   */
  function callUser(fn: Fn, timeoutMs: number, label: string, allowDone: boolean): Promise<unknown> {
    return new realPromise((resolve) => {
      const startedAt = host.now();
      let settled = false;
      let timer = 0;
      const finish = (error: unknown) => {
        if (settled) return;
        settled = true;
        if (timer) host.clearTimer(timer);
        resolve(error);
      };
      const timeoutError = () => new TimeoutError(`Test timeout: ${label} did not finish within ${timeoutMs} ms.`);
      const takesDone = allowDone && fn.length > 0;
      let result: unknown;
      let threw = false;
      let thrown: unknown;
      const done = (reason?: unknown) => {
        if (reason === undefined || reason === null) finish(null);
        else finish(reason instanceof Error ? reason : new Error(`done() was called with: ${inspect(reason)}`));
      };
      const completed = host.invoke(() => {
        try {
          result = takesDone ? fn(done) : fn();
        } catch (error) {
          threw = true;
          thrown = error;
        }
      }, timeoutMs);
      if (!completed) {
        finish(
          new TimeoutError(
            `Test timeout: ${label} did not finish within ${timeoutMs} ms (is there an infinite loop?).`,
          ),
        );
        return;
      }
      if (threw) {
        finish(thrown ?? new Error(`${label} threw ${inspect(thrown)}`));
        return;
      }
      if (takesDone) {
        if (isThenable(result)) {
          finish(new Error('A test cannot both take a "done" callback and return a promise. Use one or the other.'));
          return;
        }
      } else if (isThenable(result)) {
        try {
          realPromiseThen.call(
            realPromise.resolve(result),
            () => finish(null),
            (error: unknown) => finish(error ?? new Error('The promise was rejected without a reason.')),
          );
        } catch (error) {
          finish(error);
          return;
        }
      } else {
        finish(null);
        return;
      }
      const remaining = Math.max(1, timeoutMs - (host.now() - startedAt));
      if (!settled) timer = host.setTimer(() => finish(timeoutError()), remaining);
    });
  }

  // Plain loops: a test may replace Array.prototype.flat/flatMap to forbid built-ins.
  const hooksFromOutside = (block: Block, kind: HookKind): Hook[] => {
    const chain: Block[] = [];
    for (let b: Block | null = block; b; b = b.parent) chain.unshift(b);
    const hooks: Hook[] = [];
    for (const b of chain) for (const hook of b.hooks[kind]) hooks.push(hook);
    return hooks;
  };

  function emit(t: TestEntry, status: 'passed' | 'failed', duration: number, errors: unknown[], logs: LogEntry[]) {
    reported++;
    const report: TestReport = {
      id: String(reported),
      name: fullName(t),
      status,
      duration: Math.max(0, Math.round(duration)),
      error: errors.length ? errors.map(describeError).join('\n\n') : null,
      logs,
    };
    host.report(JSON.stringify(report));
  }

  async function runTest(t: TestEntry) {
    const running: RunningTest = { sink: newSink(), uncaught: [] };
    currentTest = running;
    const errors: unknown[] = [];
    expect.setState({
      assertionCalls: 0,
      expectedAssertionsNumber: null,
      isExpectingAssertions: false,
      suppressedErrors: [],
      currentTestName: fullName(t),
      testPath: options.testFile,
    });
    const startedAt = host.now();
    for (const hook of hooksFromOutside(t.parent, 'beforeEach')) {
      const error = await callUser(hook.fn, timeoutOf(hook.timeout), 'the beforeEach hook', true);
      if (error) {
        errors.push(error);
        break;
      }
    }
    if (!errors.length) {
      const error = await callUser(t.fn as Fn, timeoutOf(t.timeout), 'the test', true);
      if (error) errors.push(error);
      else {
        const state = expect.getState() as { suppressedErrors?: unknown[] };
        if (state.suppressedErrors?.length) errors.push(...state.suppressedErrors);
        const expected = safe(() => expect.extractExpectedAssertionsErrors(), []);
        for (const { error: e } of expected) errors.push(e);
      }
    }
    for (const hook of hooksFromOutside(t.parent, 'afterEach').reverse()) {
      const error = await callUser(hook.fn, timeoutOf(hook.timeout), 'the afterEach hook', true);
      if (error) errors.push(error);
    }
    // One real macrotask, so that the host has reported the rejections nobody handled during
    // the test (Node reports them once the microtasks are drained) before the test is judged.
    await new realPromise<void>((resolve) => host.setTimer(() => resolve(), 0));
    errors.push(...running.uncaught);
    const duration = host.now() - startedAt;
    currentTest = null;
    emit(t, errors.length ? 'failed' : 'passed', duration, errors, drain(running.sink));
  }

  function failAll(block: Block, error: unknown) {
    for (const child of block.children) {
      if ('test' in child) {
        if (shouldRun(child)) emit(child, 'failed', 0, [error], []);
      } else failAll(child, error);
    }
  }

  async function runBlock(block: Block) {
    if (!hasTestsToRun(block)) return;
    let setupError: unknown = null;
    for (const hook of block.hooks.beforeAll) {
      const error = await callUser(hook.fn, timeoutOf(hook.timeout), 'the beforeAll hook', true);
      if (error) {
        setupError = error;
        break;
      }
    }
    for (const child of block.children) {
      if ('test' in child) {
        if (!shouldRun(child)) continue;
        if (setupError) emit(child, 'failed', 0, [setupError], []);
        else await runTest(child);
      } else if (setupError) failAll(child, setupError);
      else await runBlock(child);
    }
    for (const hook of block.hooks.afterAll) {
      const error = await callUser(hook.fn, timeoutOf(hook.timeout), 'the afterAll hook', true);
      if (error && !fatal) fatal = `An afterAll hook failed: ${describeError(error)}`;
    }
  }

  function countSkipped(block: Block) {
    for (const child of block.children) {
      if ('test' in child) {
        if (!shouldRun(child)) skipped++;
      } else countSkipped(child);
    }
  }

  return {
    fire(fn) {
      try {
        fn();
      } catch (error) {
        uncaught(error);
      }
    },
    timerStopped(ms) {
      uncaught(
        new TimeoutError(`Test timeout: a timer callback did not finish within ${ms} ms (is there an infinite loop?).`),
      );
    },
    rejection(reason) {
      let text: string;
      try {
        text = describeError(reason).replace(/^Thrown: /, '');
      } catch {
        text = 'a reason that cannot be described';
      }
      uncaught(new DescribedError(`Unhandled promise rejection: ${text}`));
    },
    exposeExports,
    describeError,
    takeLogs: () => JSON.stringify(drain(outsideTests)),
    collected() {
      if (testCount > options.maxTests) return `Too many tests: at most ${options.maxTests} may run at once.`;
      return String(testCount);
    },
    start() {
      started = true;
      countSkipped(root);
      void (async () => {
        try {
          await runBlock(root);
        } catch (error) {
          fatal = `The test runner failed: ${describeError(error)}`;
        } finally {
          currentTest = null;
          safe(() => clock?.uninstall(), undefined);
          clock = null;
          const report: RunReport = { skipped, logs: drain(outsideTests), fatal };
          host.finished(JSON.stringify(report));
        }
      })();
    },
  };
}
