// Running the collected tests like jest-circus: beforeAll, then per test beforeEach (outer
// first), the test, afterEach (inner first), then afterAll. The synchronous part of every hook
// and test runs through host.invoke, which stops an infinite loop after the test timeout; the
// asynchronous part races a real (host) timer. Each finished test is reported at once.
import { expect } from 'expect';
import type { Block, Collector, Hook, HookKind, TestEntry } from './collect';
import type { Output, RunningTest } from './console';
import type { Fn } from './errors';
import { TimeoutError, isThenable, safe } from './errors';
import type { Format } from './format';
import type { TestTimeouts } from './jest-object';
import type { HarnessHost, HarnessOptions, LogEntry, RunReport, TestReport } from './protocol';

export function createRunner(deps: {
  host: HarnessHost;
  options: HarnessOptions;
  format: Format;
  output: Output;
  collector: Collector;
  timeouts: TestTimeouts;
  /** called once the last test ran, before the end is reported */
  cleanUp(): void;
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
    output.running.test = running;
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
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the beforeEach hook', true);
      if (error) {
        errors.push(error);
        break;
      }
    }
    if (!errors.length) {
      const error = await callUser(t.fn as Fn, timeouts.of(t.timeout), 'the test', true);
      if (error) errors.push(error);
      else {
        const state = expect.getState() as { suppressedErrors?: unknown[] };
        if (state.suppressedErrors?.length) errors.push(...state.suppressedErrors);
        const expected = safe(() => expect.extractExpectedAssertionsErrors(), []);
        for (const { error: e } of expected) errors.push(e);
      }
    }
    for (const hook of hooksFromOutside(t.parent, 'afterEach').reverse()) {
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the afterEach hook', true);
      if (error) errors.push(error);
    }
    // One real macrotask (setImmediate), so that the host has reported the rejections nobody
    // handled during the test (Node reports them once the microtasks are drained) before the
    // test is judged.
    await new realPromise<void>((resolve) => host.afterTick(() => resolve()));
    errors.push(...running.uncaught);
    const duration = host.now() - startedAt;
    output.running.test = null;
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
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the beforeAll hook', true);
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
      const error = await callUser(hook.fn, timeouts.of(hook.timeout), 'the afterAll hook', true);
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
    start() {
      collector.close();
      countSkipped(collector.root);
      void (async () => {
        try {
          await runBlock(collector.root);
        } catch (error) {
          fatal = `The test runner failed: ${describeError(error)}`;
        } finally {
          output.running.test = null;
          safe(() => deps.cleanUp(), undefined);
          const report: RunReport = { skipped, logs: drain(outsideTests), fatal };
          host.finished(JSON.stringify(report));
        }
      })();
    },
  };
}
