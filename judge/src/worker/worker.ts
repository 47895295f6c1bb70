// A judge worker process. The pool starts it under Node's permission model (read access to
// this bundled file only; no writes, child processes, worker threads or addons), with an
// empty environment, a heap limit and, where the OS allows, as an unprivileged user in empty
// network and PID namespaces. It runs one job at a time, each in a fresh `node:vm` context
// (its own realm: own Object, Function, Promise…; code generation from strings and
// WebAssembly off) that it prepares while idle, and reports each finished test over IPC as
// soon as it is known.
//
// The context is made with DONT_CONTEXTIFY: its global object is an ordinary object of its
// own realm, not a host object behind interceptors. The harness is evaluated in it and gets
// `host` (below) once, which it keeps in a closure the learner cannot read. Every function of
// this file is strict (the bundle starts with "use strict"), so a stack trace or
// `arguments.callee.caller` from the sandbox shows no host `this` or function. Nothing the
// learner's code returns is read here: the harness turns results into JSON text, and only
// strings, numbers and booleans come back from it.
import { randomBytes } from 'node:crypto';
import { promiseHooks } from 'node:v8';
import { Script, constants, createContext } from 'node:vm';
import {
  CODE_FILE,
  type HarnessHost,
  type HarnessOptions,
  type HarnessRuntime,
  type RunReport,
  TEST_FILE,
  type TimerKind,
} from '../sandbox/protocol';
import { rewriteTestFile } from './rewrite-tests';
import type { ParentMessage, RunOutcome, WorkerLimits } from './messages';
import { VirtualClock } from './virtual-clock';

type WorkerReply =
  | { type: 'hello' | 'ready' | 'heartbeat' }
  | { type: 'plan'; id: number; names: unknown }
  | { type: 'test'; id: number; report: unknown }
  | { type: 'done'; id: number; outcome: RunOutcome };

// Nothing in the worker needs WebAssembly; an escaped sandbox should not get it either.
delete (globalThis as { WebAssembly?: unknown }).WebAssembly;

const send = (message: WorkerReply) => {
  if (process.connected) process.send!(message);
};

const SANDBOX_CONTEXT = {
  name: 'judge sandbox',
  codeGeneration: { strings: false, wasm: false },
} as const;

// Stops synchronous code after `ms`: a script in a separate, empty context whose only job is
// to call `fn`, run with vm's timeout (V8 TerminateExecution). Strict, so its frame shows no
// `this` to a stack trace of the sandbox.
const timeoutContext = createContext(constants.DONT_CONTEXTIFY, SANDBOX_CONTEXT) as { fn: null | (() => void) };
timeoutContext.fn = null;
const timeoutScript = new Script('"use strict"; fn()', { filename: 'judge-timeout.js' });

function withTimeout(fn: () => void, ms: number): boolean {
  timeoutContext.fn = fn;
  try {
    timeoutScript.runInContext(timeoutContext, { timeout: Math.max(1, Math.round(ms)), displayErrors: false });
    return true;
  } catch (error) {
    if ((error as { code?: unknown })?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return false;
    throw error;
  } finally {
    timeoutContext.fn = null;
  }
}

interface Prepared {
  /** the sandbox's global object */
  global: object;
  /** the UI run's DOM setup evaluated in it (null: none), and what it threw */
  setup: string | null;
  setupError: string | null;
  /** the lines the setup takes: the code's positions start after them */
  setupLines: number;
  runtime: HarnessRuntime;
  /** the learner's timers of this context: host handle and kind */
  timers: Map<number, { handle: NodeJS.Timeout | NodeJS.Immediate; kind: TimerKind }>;
  harnessTimers: Set<NodeJS.Timeout>;
  harnessImmediates: Set<NodeJS.Immediate>;
  /** the run's timers when it asked for a virtual clock (virtual-clock.ts), else null */
  virtualClock: VirtualClock | null;
  onPlan: (json: string) => void;
  onReport: (json: string) => void;
  onFinished: (json: string) => void;
}

/**
 * Promises made or settled and timers scheduled so far (HarnessHost.activity): V8's promise
 * hooks see every context of the isolate, the sandbox's included. They only count: the
 * promise is never read.
 */
let activity = 0;
promiseHooks.createHook({
  init: () => void activity++,
  settled: () => void activity++,
});

let harness: Script | null = null;
let limits: WorkerLimits | null = null;
let prepared: Prepared | null = null;
let nextTimerId = 1;
/** the largest ArrayBuffer or typed array the sandbox may make (what vm2's bufferAllocLimit was) */
const MAX_BUFFER_BYTES = 16 * 1024 * 1024;

/**
 * A fresh context with the harness installed and, for a UI run, its DOM setup evaluated (the
 * setup runs before any code of the learner, so it can run before the run starts).
 */
function prepare(setup: string | null): Prepared {
  const ctx = prepareHarness();
  ctx.setup = setup;
  ctx.setupLines = setup === null ? 0 : lineCount(setup);
  ctx.setupError = setup === null ? null : evaluate(ctx, setup, CODE_FILE, 'Your code');
  return ctx;
}

function lineCount(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

function prepareHarness(): Prepared {
  const global = createContext(constants.DONT_CONTEXTIFY, SANDBOX_CONTEXT) as object;
  const lim = limits!;
  const timers: Prepared['timers'] = new Map();
  const harnessTimers = new Set<NodeJS.Timeout>();
  const harnessImmediates = new Set<NodeJS.Immediate>();
  const ctx = {
    global,
    setup: null,
    setupError: null,
    setupLines: 0,
    timers,
    harnessTimers,
    harnessImmediates,
    virtualClock: null,
    onPlan: () => {},
    onReport: () => {},
    onFinished: () => {},
  } as unknown as Prepared;

  const fire = (id: number, fn: () => void) => {
    const timer = timers.get(id);
    if (!timer) return;
    if (timer.kind !== 'interval') timers.delete(id);
    runTimer(ctx, fn);
  };
  const clampDelay = (ms: number) => Math.min(Math.max(0, Number(ms) || 0), 2_147_483_647);

  const host: HarnessHost = {
    invoke: (fn, ms) => withTimeout(fn, ms),
    activity: () => activity,
    setTimer(fn, ms) {
      const handle = setTimeout(() => {
        harnessTimers.delete(handle);
        fn();
      }, clampDelay(ms));
      harnessTimers.add(handle);
      return handle[Symbol.toPrimitive]() as number;
    },
    afterTick(fn) {
      const handle = setImmediate(() => {
        harnessImmediates.delete(handle);
        fn();
      });
      harnessImmediates.add(handle);
    },
    clearTimer(id) {
      for (const handle of harnessTimers) {
        if ((handle[Symbol.toPrimitive]() as number) === id) {
          clearTimeout(handle);
          harnessTimers.delete(handle);
        }
      }
    },
    schedule(kind, fn, ms) {
      activity++;
      if (timers.size + (ctx.virtualClock?.size ?? 0) >= lim.maxTimers) return -1;
      const id = nextTimerId++;
      const delay = clampDelay(ms);
      if (ctx.virtualClock) {
        ctx.virtualClock.schedule(id, kind, fn, delay);
        return id;
      }
      const handle =
        kind === 'immediate'
          ? setImmediate(() => fire(id, fn))
          : kind === 'interval'
            ? setInterval(() => fire(id, fn), Math.max(1, delay))
            : setTimeout(() => fire(id, fn), delay);
      timers.set(id, { handle, kind });
      return id;
    },
    unschedule(id) {
      if (ctx.virtualClock?.cancel(id)) return;
      const timer = timers.get(id);
      if (!timer) return;
      timers.delete(id);
      if (timer.kind === 'immediate') clearImmediate(timer.handle as NodeJS.Immediate);
      else clearTimeout(timer.handle as NodeJS.Timeout);
    },
    now: () => performance.now(),
    randomBytes: (n) => randomBytes(Math.max(0, Math.min(65536, Math.trunc(n) || 0))).toString('latin1'),
    plan: (json) => ctx.onPlan(String(json)),
    report: (json) => ctx.onReport(String(json)),
    finished: (json) => ctx.onFinished(String(json)),
  };

  const options: HarnessOptions = {
    codeFile: CODE_FILE,
    testFile: TEST_FILE,
    testTimeoutMs: lim.testTimeoutMs,
    maxTests: lim.maxTests,
    maxLogEntries: lim.maxLogEntries,
    maxLogChars: lim.maxLogChars,
    maxLogTotalChars: lim.maxLogTotalChars,
    maxTimers: lim.maxTimers,
    maxBufferBytes: MAX_BUFFER_BYTES,
  };
  const module = harness!.runInContext(global, { displayErrors: false }) as {
    install(host: HarnessHost, options: HarnessOptions): HarnessRuntime;
  };
  ctx.runtime = module.install(host, options);
  return ctx;
}

function dispose(ctx: Prepared) {
  ctx.virtualClock?.dispose();
  ctx.virtualClock = null;
  for (const { handle, kind } of ctx.timers.values()) {
    if (kind === 'immediate') clearImmediate(handle as NodeJS.Immediate);
    else clearTimeout(handle as NodeJS.Timeout);
  }
  ctx.timers.clear();
  for (const handle of ctx.harnessTimers) clearTimeout(handle);
  ctx.harnessTimers.clear();
  for (const handle of ctx.harnessImmediates) clearImmediate(handle);
  ctx.harnessImmediates.clear();
  ctx.onPlan = () => {};
  ctx.onReport = () => {};
  ctx.onFinished = () => {};
}

/**
 * The last scripts compiled, by file and source: a problem's hidden tests arrive unchanged with
 * every run (rewritten once, compiled once), and a learner often runs the same code again. A
 * compiled Script holds no state of a run: each runInContext makes new functions in that run's
 * context.
 */
const compiledScripts = new Map<string, Script>();
/** sources kept at most, in characters (a UI run's DOM setup is ~650 K, an app with React ~150 K) */
const COMPILED_MAX_CHARS = 2_000_000;
let compiledChars = 0;
function compiled(code: string, filename: string, lineOffset = 0): Script {
  const key = `${filename}\u0000${lineOffset}\u0000${code}`;
  let script = compiledScripts.get(key);
  if (script) {
    compiledScripts.delete(key); // most recently used last
  } else {
    const source = filename === TEST_FILE ? `"use strict";${rewriteTestFile(code)}` : code;
    script = new Script(source, { filename, lineOffset });
    if (key.length > COMPILED_MAX_CHARS) return script;
    compiledChars += key.length;
    for (const [oldKey] of compiledScripts) {
      if (compiledChars <= COMPILED_MAX_CHARS) break;
      compiledScripts.delete(oldKey);
      compiledChars -= oldKey.length;
    }
  }
  compiledScripts.set(key, script);
  return script;
}

/** compiles a script of the run, or says why it does not compile */
function compileScript(code: string, filename: string, lineOffset = 0): Script | string {
  try {
    // (transpile.ts has turned `import()` into the sandbox's `require`)
    // The test file is strict: a function of the learner's code cannot reach the test that called
    // it through `arguments.callee.caller` or a stack frame's getFunction() (and so its source).
    // Its functions are registered as they are made, so their source stays hidden from the code
    // (hide-sources.ts), its reads and calls see the built-ins as they were (trusted-access.ts),
    // and it is one function's body, so its names are not globals (rewrite-tests.ts). The
    // rewrites keep every line where it was, so positions keep their line numbers.
    return compiled(code, filename, lineOffset);
  } catch (error) {
    // a compile error is a host object: only its text goes on
    const e = error as Error;
    return `${String(e?.name ?? 'SyntaxError')}: ${String(e?.message ?? '')}`;
  }
}

/** Runs a compiled script in the sandbox (to be called under a watchdog): what it threw, boxed, or null. */
function runScript(ctx: Prepared, script: Script, filename: string): { thrown: unknown } | null {
  try {
    const value: unknown = script.runInContext(ctx.global, { displayErrors: false });
    // the wrapper made above (not the learner's), called with the harness's test-file scope
    if (filename === TEST_FILE) Reflect.apply(value as () => void, undefined, [ctx.runtime.testFileScope]);
    return null;
  } catch (error) {
    return { thrown: error };
  }
}

const stoppedMessage = (what: string, ms: number) =>
  `${what} did not finish within ${ms} ms (is there an infinite loop?).`;

/** what the sandbox threw, as the harness describes it */
function describeThrown(ctx: Prepared, thrown: unknown): string {
  let message = 'an error that cannot be described';
  withTimeout(() => {
    try {
      message = String(ctx.runtime.describeError(thrown));
    } catch {
      // keep the generic message
    }
  }, 1000);
  return message;
}

/** Evaluates a script of the learner in the sandbox: null when it ran, else the message. */
function evaluate(ctx: Prepared, code: string, filename: string, what: string, lineOffset = 0): string | null {
  const script = compileScript(code, filename, lineOffset);
  if (typeof script === 'string') return script;
  const ms = limits!.testTimeoutMs;
  let threw: { thrown: unknown } | null = null;
  if (!withTimeout(() => void (threw = runScript(ctx, script, filename)), ms)) return stoppedMessage(what, ms);
  return threw ? describeThrown(ctx, (threw as { thrown: unknown }).thrown) : null;
}

/** how young a watchdog call must be for one more step to join it (inSequence) */
const STEP_SLACK_MS = 50;

/**
 * Runs the steps in order under as few watchdog calls as it can: each call starts a thread,
 * the costly part of a step. A step joins a call only while the call is younger than
 * STEP_SLACK_MS, and the call's limit is `ms` plus that, so every step still has `ms`. A step
 * returns false to end the sequence. Returns the index of the step that had to be stopped
 * (the sequence ends there), or -1.
 */
function inSequence(steps: readonly (() => boolean)[], ms: number): number {
  let next = 0;
  while (next < steps.length) {
    let current = next;
    let ended = false;
    const startedAt = performance.now();
    const completed = withTimeout(() => {
      for (; current < steps.length; current++) {
        if (current > next && performance.now() - startedAt > STEP_SLACK_MS) return;
        if (!steps[current]!()) {
          ended = true;
          return;
        }
      }
    }, ms + STEP_SLACK_MS);
    if (!completed) return current;
    if (ended) return -1;
    next = current;
  }
  return -1;
}

function takeLogs(ctx: Prepared): RunOutcome['logs'] {
  let logs: RunOutcome['logs'] = [];
  withTimeout(() => {
    try {
      logs = JSON.parse(String(ctx.runtime.takeLogs()));
    } catch {
      logs = [];
    }
  }, 1000);
  return logs;
}

/** runs a learner's timer callback under the test's time limit, real clock or virtual */
function runTimer(ctx: Prepared, fn: () => void): void {
  const ms = limits!.testTimeoutMs;
  if (!withTimeout(() => ctx.runtime.fire(fn), ms)) ctx.runtime.timerStopped(ms);
}

/** a virtual clock whose timers fire as the context's real ones do */
function virtualClockOf(ctx: Prepared): VirtualClock {
  return new VirtualClock((fn) => runTimer(ctx, fn));
}

/** the context of the run in flight (rejections nobody handled are reported to it) */
let active: Prepared | null = null;

/** the setup the next context gets: the last run's (a worker that judged a UI run expects another) */
let nextSetup: string | null = null;
/** the last setup the pool sent: a run with `sameSetup` uses it again */
let lastSentSetup: string | null = null;

async function run(job: Extract<ParentMessage, { type: 'run' }>) {
  if (job.setup !== undefined) lastSentSetup = job.setup;
  const setup = job.sameSetup ? lastSentSetup : (job.setup ?? null);
  let ctx = prepared;
  prepared = null;
  // a context prepared for the other kind of run is thrown away unused (function runs have no DOM)
  if (ctx && ctx.setup !== setup) {
    dispose(ctx);
    ctx = null;
  }
  ctx ??= prepare(setup);
  nextSetup = setup;
  if (job.virtualTime) ctx.virtualClock = virtualClockOf(ctx);
  active = ctx;
  const outcome = await execute(ctx, job);
  active = null;
  dispose(ctx);
  send({ type: 'done', id: job.id, outcome });
  // Get the next context ready while nobody waits, then say so: a `ready` that arrives proves
  // the event loop is free (code left spinning in promise callbacks would block it).
  setImmediate(() => {
    if (!prepared) prepared = prepare(nextSetup);
    send({ type: 'ready' });
  });
}

async function execute(ctx: Prepared, job: Extract<ParentMessage, { type: 'run' }>): Promise<RunOutcome> {
  const failed = (error: string): RunOutcome => ({ error, skipped: 0, logs: takeLogs(ctx) });

  if (ctx.setupError) return failed(`Execution failed: ${ctx.setupError}`);
  const ms = limits!.testTimeoutMs;
  const code = compileScript(job.code, CODE_FILE, ctx.setupLines);
  if (typeof code === 'string') return failed(`Execution failed: ${code}`);
  const tests = compileScript(job.testCode, TEST_FILE);
  let codeThrew: { thrown: unknown } | null = null;
  let testsThrew: { thrown: unknown } | null = null;
  const exposeExports = () => {
    try {
      ctx.runtime.exposeExports();
    } catch {
      // exports that cannot be read are simply not exposed
    }
    return typeof tests !== 'string';
  };
  const runTests = () => {
    testsThrew = runScript(ctx, tests as Script, TEST_FILE);
    return true;
  };
  // the code, then its exports, then the test file (which defines the tests), in as few calls
  // as possible; exports that cannot be read in time are not exposed either
  let stopped = inSequence([() => !(codeThrew = runScript(ctx, code, CODE_FILE)), exposeExports, runTests], ms);
  if (stopped === 1) stopped = typeof tests === 'string' ? -1 : inSequence([runTests], ms) === 0 ? 2 : -1;
  if (stopped === 0) return failed(`Execution failed: ${stoppedMessage('Your code', ms)}`);
  if (codeThrew) return failed(`Execution failed: ${describeThrown(ctx, (codeThrew as { thrown: unknown }).thrown)}`);
  const inTests = 'Execution failed: error in the tests:';
  if (typeof tests === 'string') return failed(`${inTests} ${tests}`);
  if (stopped === 2) return failed(`${inTests} ${stoppedMessage('The test file', ms)}`);
  if (testsThrew) return failed(`${inTests} ${describeThrown(ctx, (testsThrew as { thrown: unknown }).thrown)}`);

  const collected = String(ctx.runtime.collected());
  if (!/^\d+$/.test(collected)) return failed(collected);

  const report = await new Promise<RunReport>((resolve) => {
    ctx.onPlan = (json) => {
      try {
        send({ type: 'plan', id: job.id, names: JSON.parse(json) });
      } catch {
        // without a plan, a stopped run lists only the tests that finished
      }
    };
    ctx.onReport = (json) => {
      try {
        send({ type: 'test', id: job.id, report: JSON.parse(json) });
      } catch {
        // a report that is not JSON is dropped; the parent counts what arrives
      }
    };
    ctx.onFinished = (json) => {
      try {
        resolve(JSON.parse(json) as RunReport);
      } catch {
        resolve({ skipped: 0, logs: [], fatal: 'The test runner reported an unreadable result.' });
      }
    };
    ctx.runtime.start();
  });
  return { error: report.fatal ?? null, skipped: Number(report.skipped) || 0, logs: report.logs ?? [] };
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'init' && !harness) {
    harness = new Script(message.harness, { filename: 'judge-harness.js' });
    limits = message.limits;
    prepared = prepare(null);
    send({ type: 'ready' });
  } else if (message.type === 'run' && harness) {
    void run(message);
  }
});

// The parent is gone: nothing more to do.
process.on('disconnect', () => process.exit(0));
process.on('uncaughtException', (error) => {
  process.stderr.write(`judge worker: uncaught ${String(error?.stack ?? error)}\n`);
  process.exit(70);
});
// A rejection nobody handled fails the running test (V8 reports the sandbox's promises here,
// whichever way they were made). The reason is a sandbox object: it is handed back to the
// harness unread.
process.on('unhandledRejection', (reason) => {
  const ctx = active;
  if (!ctx) return;
  withTimeout(() => {
    try {
      ctx.runtime.rejection(reason);
    } catch {
      // nothing more to report
    }
  }, 1000);
});

// A heartbeat lets the parent tell a busy worker from a stuck one (a loop that escaped the
// synchronous limits, e.g. in a promise continuation, blocks it).
setInterval(() => send({ type: 'heartbeat' }), 500).unref();
send({ type: 'hello' });
