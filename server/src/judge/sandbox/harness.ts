// The test harness that runs INSIDE the sandbox. It is bundled once (with Jest's own `expect`,
// `jest-mock`, `@sinonjs/fake-timers` and the web objects of ./web) into one strict script that
// the worker evaluates in every fresh node:vm context, so every object a test touches belongs
// to the sandbox's realm. `install(host, options)` puts the globals in place and returns the
// runtime the worker drives (protocol.ts); the parts live beside it:
//   format.ts      values, console arguments, errors and stacks as the learner reads them
//   console.ts     console output per test, and uncaught errors
//   timers.ts      the learner's timers on the worker's real ones
//   web/           the web platform's objects (structuredClone, URL, AbortController…)
//   modules.ts     module/exports/require: the solution's exports
//   jest-object.ts the `jest` object: mocks, fake timers, timeouts
//   collect.ts     describe/test/hooks: the tree of tests
//   runner.ts      running the tree like jest-circus
//   lock.ts        the test API out of the learner's reach
//   hide.ts        the test file's functions print no source
import { expect } from 'expect';
import { createCollector } from './collect';
import { createConsole } from './console';
import { DescribedError, TimeoutError, logsJson } from './errors';
import { createFormat } from './format';
import { installSourceHiding } from './hide';
import { createJest, createTimeouts } from './jest-object';
import { afterCollection, lockBuiltInInstanceChecks, lockTestApi } from './lock';
import { installModules } from './modules';
import type { HarnessHost, HarnessOptions, HarnessRuntime } from './protocol';
import { createRunner } from './runner';
import { installTimers } from './timers';
import { installWebGlobals } from './web';

export function install(host: HarnessHost, options: HarnessOptions): HarnessRuntime {
  const g = globalThis as unknown as Record<string, unknown>;
  const format = createFormat(options);
  const output = createConsole(host, options, format);
  const { uncaught } = output;
  g.console = output.console;
  installTimers(g, host, options, { inspect: format.inspect, uncaught });
  installWebGlobals(g, {
    randomBytes: (n) => String(host.randomBytes(n)),
    later: (fn) => {
      if (host.schedule('immediate', fn, 0) < 0) uncaught(new RangeError('Too many pending timers.'));
    },
    reportError: (error) => uncaught(error),
    maxBufferBytes: options.maxBufferBytes,
  });
  const { exposeExports } = installModules(g);
  const timeouts = createTimeouts(options.testTimeoutMs);
  const jest = createJest(output.pushLog, timeouts);
  const collector = createCollector(format.inspect);
  Object.assign(g, collector.globals, { expect, jest: jest.jest });
  // before the learner's code runs: it cannot replace or wrap what the hidden tests call
  lockTestApi(g);
  lockBuiltInInstanceChecks(g);
  const sources = installSourceHiding();
  const runner = createRunner({ host, options, format, output, collector, timeouts, cleanUp: jest.uninstallClock });
  const { describeError } = format;

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
    exposeExports() {
      // the learner's code has run: from now on tests may be defined (by the test file only)
      collector.open();
      exposeExports();
    },
    hide: sources.hide,
    hideMembers: sources.hideMembers,
    describeError,
    takeLogs: () => logsJson(output.drain(output.outsideTests)),
    collected() {
      afterCollection(g);
      const count = collector.testCount();
      if (count > options.maxTests) return `Too many tests: at most ${options.maxTests} may run at once.`;
      return String(count);
    },
    start: () => runner.start(),
  };
}
