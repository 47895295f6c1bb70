// Running the collected tests like jest-circus: beforeAll, then per test beforeEach (outer
// first), the test, afterEach (inner first), then afterAll. The synchronous part of every hook
// and test runs through host.invoke, which stops an infinite loop after the test timeout; the
// asynchronous part races a real (host) timer. Each finished test is reported at once.
import { expect } from 'expect';
import type { Block, Collector, Hook, HookKind, TestEntry } from './collect';
import type { Output, RunningTest } from './console';
import type { Fn } from './errors';
import { type SafeList, TimeoutError, isThenable, jsonString, logsJson, safe, safeList } from './errors';
import type { Format } from './format';
import { append, createObject } from './intrinsics';
import { expectState } from './lock';
import type { TestTimeouts } from './jest-object';
import type { HarnessHost, HarnessOptions, LogEntry, RunReport, TestReport } from './protocol';

/** how young a batch of tests must be for one more to join it (runBatch) */
const BATCH_SLACK_MS = 50;

interface StartedTest {
  t: TestEntry;
  running: RunningTest;
  errors: SafeList<unknown>;
  startedAt: number;
  /** when its synchronous part ended, for a test of a batch */
  endedAt?: number;
}

export function createRunner(deps: {
  host: HarnessHost;
  options: HarnessOptions;
  format: Format;
  output: Output;
  collector: Collector;
  timeouts: TestTimeouts;
  /** called once the last test ran, before the end is reported */
  cleanUp(): void;
  /** before each test or hook: the built-ins' protocol slots as they were (trusted.ts) */
  beforeEachCall(): void;
}) {
  const { host, options, output, collector, timeouts } = deps;
  const { inspect, describeError } = deps.format;
  const { newSink, drain, outsideTests } = output;
  const realPromise = Promise;
  const realPromiseThen = Promise.prototype.then;

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
  const shouldRun = (t: TestEntry) => !skippedByMode(t) && (!collector.hasOnly() || focused(t));
  // Index loops and append() throughout: collecting, running and counting the tests must not go
  // through Array.prototype or the array iterator, which the learner's code may patch.
  const hasTestsToRun = (block: Block): boolean => {
    for (let i = 0; i < block.children.length; i++) {
      const c = block.children[i];
      if (c === undefined) continue; // i < length: never, but checked without an iterator
      if ('test' in c ? shouldRun(c) : hasTestsToRun(c)) return true;
    }
    return false;
  };

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
  async function callUser(fn: Fn, timeoutMs: number, label: string, allowDone: boolean): Promise<unknown> {
    // The error travels in a box without a prototype: resolving with what the learner threw
    // would read its `then` (a Proxy whose traps throw rejected the runner and lost the test).
    const box = await callUserBoxed(fn, timeoutMs, label, allowDone);
    return box.error;
  }

  function callUserBoxed(fn: Fn, timeoutMs: number, label: string, allowDone: boolean): Promise<{ error: unknown }> {
    return new realPromise((resolveBox) => {
      const startedAt = host.now();
      let settled = false;
      const finish = (error: unknown) => {
        if (settled) return;
        settled = true;
        resolveBox(boxed(error));
      };
      const takesDone = allowDone && fn.length > 0;
      let result: unknown;
      let threw = false;
      let thrown: unknown;
      let timer = 0;
      const done = (reason?: unknown) => {
        if (timer) host.clearTimer(timer);
        if (reason === undefined || reason === null) finish(null);
        else finish(reason instanceof Error ? reason : new Error(`done() was called with: ${inspect(reason)}`));
      };
      const completed = host.invoke(() => {
        try {
          deps.beforeEachCall();
          result = takesDone ? fn(done) : fn();
        } catch (error) {
          threw = true;
          thrown = error;
        }
      }, timeoutMs);
      if (!completed) return finish(stoppedError(label, timeoutMs));
      if (threw) return finish(thrownError(thrown, label));
      if (takesDone) {
        if (isThenable(result)) {
          finish(new Error('A test cannot both take a "done" callback and return a promise. Use one or the other.'));
          return;
        }
        if (!settled) {
          const remaining = Math.max(1, timeoutMs - (host.now() - startedAt));
          timer = host.setTimer(() => finish(timeoutError(label, timeoutMs)), remaining);
        }
      } else if (isThenable(result)) {
        realPromiseThen.call(awaitThenable(result, timeoutMs, label, startedAt), (box: { error: unknown }) =>
          finish(box.error),
        );
      } else finish(null);
    });
  }

  // The error travels in a box without a prototype: resolving with what the learner threw
  // would read its `then` (a Proxy whose traps throw rejected the runner and lost the test).
  const boxed = (error: unknown) => {
    const box = createObject(null) as { error: unknown };
    box.error = error;
    return box;
  };
  const timeoutError = (label: string, timeoutMs: number) =>
    new TimeoutError(`Test timeout: ${label} did not finish within ${timeoutMs} ms.`);
  const stoppedError = (label: string, timeoutMs: number) =>
    new TimeoutError(`Test timeout: ${label} did not finish within ${timeoutMs} ms (is there an infinite loop?).`);
  const thrownError = (thrown: unknown, label: string) =>
    thrown || new Error(`${label} threw ${safe(() => inspect(thrown), String(thrown))}`);

  /** the promise a test or hook returned, against a real timer: resolves to a box with the error or null */
  function awaitThenable(
    result: PromiseLike<unknown>,
    timeoutMs: number,
    label: string,
    startedAt: number,
  ): Promise<{ error: unknown }> {
    return new realPromise((resolveBox) => {
      let settled = false;
      let timer = 0;
      const finish = (error: unknown) => {
        if (settled) return;
        settled = true;
        if (timer) host.clearTimer(timer);
        resolveBox(boxed(error));
      };
      try {
        realPromiseThen.call(
          realPromise.resolve(result),
          () => finish(null),
          (error: unknown) =>
            finish(
              error ||
                new Error(
                  error == null
                    ? 'The promise was rejected without a reason.'
                    : `The promise was rejected with ${safe(() => inspect(error), String(error))}.`,
                ),
            ),
        );
      } catch (error) {
        finish(error);
        return;
      }
      const remaining = Math.max(1, timeoutMs - (host.now() - startedAt));
      if (!settled) timer = host.setTimer(() => finish(timeoutError(label, timeoutMs)), remaining);
    });
  }

  // Plain loops: a test may replace Array.prototype.flat/flatMap to forbid built-ins.
  const hooksFromOutside = (block: Block, kind: HookKind): Hook[] => {
    const chain: Block[] = [];
    for (let b: Block | null = block; b; b = b.parent) append(chain, b);
    const hooks: Hook[] = [];
    for (let i = chain.length - 1; i >= 0; i--) {
      const own = chain[i]?.hooks[kind] ?? [];
      for (let j = 0; j < own.length; j++) append(hooks, own[j]);
    }
    return hooks;
  };

  /**
   * Reports a finished test. The JSON is written out by hand from strings and numbers: the
   * learner's code shares this realm and could change what JSON.stringify or a toJSON on
   * Object.prototype make of a report object (the status, the error).
   */
  function emit(t: TestEntry, errors: SafeList<unknown>, duration: number, logs: LogEntry[]) {
    reported++;
    const failed = errors.size() > 0;
    let error = 'null';
    if (failed) {
      // whatever was thrown (a Proxy whose traps throw…), the test is reported as failed
      let text = '';
      for (let i = 0; i < errors.size(); i++) {
        const e = errors.at(i);
        text += (i ? '\n\n' : '') + safe(() => String(describeError(e)), 'an error that cannot be described');
      }
      error = jsonString(text);
    }
    const status: TestReport['status'] = failed ? 'failed' : 'passed';
    host.report(
      `{"id":"${reported}","name":${jsonString(fullName(t))},"status":"${status}",` +
        `"duration":${duration > 0 ? Math.round(duration) : 0},"error":${error},"logs":${logsJson(logs)}}`,
    );
  }

  /** a test starts: its console output, its uncaught errors and expect's state are its own */
  function beginTest(t: TestEntry): StartedTest {
    const running: RunningTest = { sink: newSink(), uncaught: safeList() };
    output.running.test = running;
    expectState.set({
      assertionCalls: 0,
      expectedAssertionsNumber: null,
      isExpectingAssertions: false,
      suppressedErrors: [],
      currentTestName: fullName(t),
      testPath: options.testFile,
    });
    return { t, running, errors: safeList<unknown>(), startedAt: host.now() };
  }

  /** the test function passed: what expect kept for the end (soft errors, expect.assertions) */
  function addExpectErrors(errors: SafeList<unknown>) {
    const state = expectState.get() as { suppressedErrors?: unknown[] };
    const suppressed = state.suppressedErrors ?? [];
    for (let i = 0; i < suppressed.length; i++) errors.add(suppressed[i]);
    const expected = safe(() => expect.extractExpectedAssertionsErrors(), []);
    for (let i = 0; i < expected.length; i++) errors.add(expected[i]?.error);
  }

  /**
   * The test's end: one real macrotask (setImmediate) first, so that the host has reported the
   * rejections nobody handled during the test (Node reports them once the microtasks are
   * drained) before the test is judged.
   */
  async function endTest(started: StartedTest) {
    await new realPromise<void>((resolve) => host.afterTick(() => resolve()));
    reportTest(started);
  }

  function reportTest({ t, running, errors, startedAt, endedAt }: StartedTest) {
    for (let i = 0; i < running.uncaught.size(); i++) errors.add(running.uncaught.at(i));
    const duration = (endedAt ?? host.now()) - startedAt;
    if (output.running.test === running) output.running.test = null;
    emit(t, errors, duration, drain(running.sink));
  }

  async function runTest(t: TestEntry) {
    const started = beginTest(t);
    const { errors } = started;
    const beforeEach = hooksFromOutside(t.parent, 'beforeEach');
    for (let i = 0; i < beforeEach.length; i++) {
      const hook = beforeEach[i];
      if (hook === undefined) continue;
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the beforeEach hook', true);
      if (error) {
        errors.add(error);
        break;
      }
    }
    if (!errors.size()) {
      const error = await callUser(t.fn as Fn, timeouts.of(t.timeout), 'the test', true);
      if (error) errors.add(error);
      else addExpectErrors(errors);
    }
    const afterEach = hooksFromOutside(t.parent, 'afterEach');
    for (let i = afterEach.length - 1; i >= 0; i--) {
      const hook = afterEach[i];
      if (hook === undefined) continue;
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the afterEach hook', true);
      if (error) errors.add(error);
    }
    await endTest(started);
  }

  /** beforeEach or afterEach hooks here or around: such tests run one by one */
  const hasEachHooks = (block: Block): boolean => {
    for (let b: Block | null = block; b; b = b.parent) {
      if (b.hooks.beforeEach.length > 0 || b.hooks.afterEach.length > 0) return true;
    }
    return false;
  };

  /** whether a child may run in a batch: a test to run, with no hooks around it and the default timeout */
  const batchable = (t: Block | TestEntry | undefined, timeoutMs: number): t is TestEntry & { fn: Fn } =>
    t !== undefined &&
    'test' in t &&
    shouldRun(t) &&
    typeof t.fn === 'function' &&
    !hasEachHooks(t.parent) &&
    timeouts.of(t.timeout) === timeoutMs;

  /**
   * Runs the tests from `block.children[start]` on that need no hooks, no done callback and
   * have the default timeout, one after the other under one host.invoke: the host's watchdog is
   * the costly part of a call. Each test still gets its whole timeout: a test joins only while
   * the batch is younger than BATCH_SLACK_MS, and the batch's limit is the timeout plus that.
   * A test whose synchronous part made or settled a promise or scheduled a timer
   * (host.activity()) ends the batch, so that what it left behind (rejections, microtasks,
   * timers) happens before the next test starts, as it does one by one. Returns how many
   * children it ran (0: the first must run on its own).
   */
  async function runBatch(block: Block, start: number): Promise<number> {
    const timeoutMs = timeouts.of(undefined);
    // a first test that cannot join (hooks around it, its own timeout) runs on its own: known
    // without a watchdog call (every UI test has a beforeEach that mounts the app)
    if (!batchable(block.children[start], timeoutMs)) return 0;
    const batch: StartedTest[] = [];
    let reported = 0;
    let result: unknown;
    let pending = false;
    let oneByOne = false;
    const batchStartedAt = host.now();
    const completed = host.invoke(() => {
      for (let i = start; i < block.children.length; i++) {
        const t = block.children[i];
        if (!batchable(t, timeoutMs)) return;
        if (batch.length > 0 && host.now() - batchStartedAt > BATCH_SLACK_MS) return;
        // the one before has ended (nothing of it is left to happen): reported now, its errors
        // and logs are not kept while the batch goes on
        if (reported < batch.length) reportTest(batch[reported++] as StartedTest);
        const started = beginTest(t);
        append(batch, started);
        const fn = t.fn;
        if (fn.length > 0) {
          oneByOne = true; // takes a done callback
          return;
        }
        const activity = host.activity();
        try {
          deps.beforeEachCall();
          result = fn();
          if (isThenable(result)) {
            pending = true;
            return;
          }
          addExpectErrors(started.errors);
        } catch (error) {
          started.errors.add(thrownError(error, 'the test'));
        }
        started.endedAt = host.now();
        if (host.activity() !== activity) return;
      }
    }, timeoutMs + BATCH_SLACK_MS);
    if (oneByOne) batch.pop();
    const last = batch[batch.length - 1];
    if (last === undefined) return 0;
    while (reported < batch.length - 1) reportTest(batch[reported++] as StartedTest);
    if (!completed) last.errors.add(stoppedError('the test', timeoutMs));
    else if (pending) {
      const box = await awaitThenable(result as PromiseLike<unknown>, timeoutMs, 'the test', last.startedAt);
      if (box.error) last.errors.add(box.error);
      else addExpectErrors(last.errors);
    }
    await endTest(last);
    return batch.length;
  }

  const one = (error: unknown) => {
    const list = safeList<unknown>();
    list.add(error);
    return list;
  };

  function failAll(block: Block, error: unknown) {
    for (let i = 0; i < block.children.length; i++) {
      const child = block.children[i];
      if (child === undefined) continue;
      if ('test' in child) {
        if (shouldRun(child)) emit(child, one(error), 0, []);
      } else failAll(child, error);
    }
  }

  async function runBlock(block: Block) {
    if (!hasTestsToRun(block)) return;
    let setupError: unknown = null;
    for (let i = 0; i < block.hooks.beforeAll.length; i++) {
      const hook = block.hooks.beforeAll[i];
      if (hook === undefined) continue;
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the beforeAll hook', true);
      if (error) {
        setupError = error;
        break;
      }
    }
    for (let i = 0; i < block.children.length; i++) {
      const child = block.children[i];
      if (child === undefined) continue;
      if ('test' in child) {
        if (!shouldRun(child)) continue;
        if (setupError) emit(child, one(setupError), 0, []);
        else {
          const ran = await runBatch(block, i);
          if (ran > 0) i += ran - 1;
          else await runTest(child);
        }
      } else if (setupError) failAll(child, setupError);
      else await runBlock(child);
    }
    for (let i = 0; i < block.hooks.afterAll.length; i++) {
      const hook = block.hooks.afterAll[i];
      if (hook === undefined) continue;
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the afterAll hook', true);
      if (error && !fatal) fatal = `An afterAll hook failed: ${describeError(error)}`;
    }
  }

  function countSkipped(block: Block) {
    for (let i = 0; i < block.children.length; i++) {
      const child = block.children[i];
      if (child === undefined) continue;
      if ('test' in child) {
        if (!shouldRun(child)) skipped++;
      } else countSkipped(child);
    }
  }

  /** the names of the tests that will run, in the order they report (for a run stopped midway) */
  function planOf(block: Block, names: string[]) {
    for (let i = 0; i < block.children.length; i++) {
      const child = block.children[i];
      if (child === undefined) continue;
      if ('test' in child) {
        if (shouldRun(child)) append(names, jsonString(fullName(child)));
      } else planOf(child, names);
    }
    return names;
  }

  return {
    start() {
      collector.close();
      countSkipped(collector.root);
      const plan = planOf(collector.root, []);
      let planJson = '[';
      for (let i = 0; i < plan.length; i++) planJson += (i ? ',' : '') + plan[i];
      host.plan(`${planJson}]`);
      void (async () => {
        try {
          await runBlock(collector.root);
        } catch (error) {
          fatal = `The test runner failed: ${safe(() => String(describeError(error)), 'an error that cannot be described')}`;
        } finally {
          output.running.test = null;
          safe(() => deps.cleanUp(), undefined);
          // written out by hand, as emit() does: RunReport's shape
          const report: Record<keyof RunReport, string> = {
            skipped: `${skipped}`,
            logs: logsJson(drain(outsideTests)),
            fatal: fatal === null ? 'null' : jsonString(fatal),
          };
          host.finished(`{"skipped":${report.skipped},"logs":${report.logs},"fatal":${report.fatal}}`);
        }
      })();
    },
  };
}
