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
//   trusted.ts     the built-ins as they were, for the test file's reads and calls
//   trusted-hooks.ts  the same for Jest's matcher libraries (rewritten by bundle.ts)
//   built-in-guards.ts  built-in prototype chains and `then` out of the code's reach
import { expect } from 'expect';
import { createCollector } from './collect';
import { createConsole } from './console';
import { DescribedError, TimeoutError, logsJson } from './errors';
import { createFormat } from './format';
import { installSourceHiding } from './hide';
import { createJest, createTimeouts } from './jest-object';
import { guardBuiltIns } from './built-in-guards';
import { afterCollection, guardMatchers, lockBuiltInInstanceChecks, lockTestApi } from './lock';
import { installModules } from './modules';
import type { HarnessHost, HarnessOptions, HarnessRuntime, UiTimers } from './protocol';
import { createRunner } from './runner';
import { installTimers } from './timers';
import { createTrustedAccess } from './trusted';
import { useTrustedAccess } from './trusted-hooks';
import { installWebGlobals } from './web';

/** the global through which a UI run's DOM setup hands over the DOM's classes (deleted before the tests) */
const ADD_BUILT_INS = '__judgeAddBuiltIns';
/** the global through which a UI run's DOM setup takes the harness's own timers (deleted with it) */
const UI_TIMERS = '__judgeUiTimers';

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
  lockBuiltInInstanceChecks(g);
  const sources = installSourceHiding();
  const jestObject = jest.jest as unknown as Record<string, unknown>;
  // the built-ins as they are now, for the test file (after the two changes above)
  const trusted = createTrustedAccess(
    g,
    sources.isTestFunction,
    [jestObject.fn, jestObject.spyOn, jestObject.replaceProperty],
    // expect.any(Number), expect.not.objectContaining(…): asymmetric matchers the tests made
    [expect, (expect as unknown as { not: unknown }).not],
  );
  // Jest's matchers read the built-ins as they are now, whatever the code does meanwhile
  useTrustedAccess(trusted);
  guardMatchers(g, trusted.restoreProtocol);
  lockTestApi(g);
  guardBuiltIns(trusted.isBuiltIn);
  // a UI run's DOM setup (ui/dom-setup.ts, part of the run's code) adds the DOM's classes, once
  Reflect.defineProperty(g, ADD_BUILT_INS, { value: trusted.addBuiltIns, configurable: true });
  // and its mountApp waits for the app's first render on the host's timers: a learner's timer
  // fires under a watchdog (a thread per call, ~40 a UI run for mountApp alone), which a call
  // that only resolves the setup's own promise does not need
  const later = (fn: () => void) => () => {
    try {
      fn();
    } catch (error) {
      uncaught(error);
    }
  };
  const uiTimers: UiTimers = {
    afterTimeout: (fn) => void host.setTimer(later(fn), 0),
    afterImmediate: (fn) => host.afterTick(later(fn)),
  };
  Reflect.defineProperty(g, UI_TIMERS, { value: Object.freeze(uiTimers), configurable: true });
  const runner = createRunner({
    host,
    options,
    format,
    output,
    collector,
    timeouts,
    cleanUp: jest.uninstallClock,
    // a UI run's DOM slots too: the last test's app may have patched them
    beforeEachCall: trusted.restoreAll,
  });
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
      Reflect.deleteProperty(g, ADD_BUILT_INS);
      Reflect.deleteProperty(g, UI_TIMERS);
      // what the code's top level did to the protocol slots does not reach the test file
      trusted.restoreProtocol();
      exposeExports();
    },
    testFileScope: {
      hide: sources.hide,
      hideMembers: sources.hideMembers,
      get: trusted.get,
      call: trusted.call,
      iter: trusted.iter,
      settle: trusted.settle,
      str: trusted.str,
      restore: (value) => {
        trusted.restoreProtocol();
        return value;
      },
      guard: (fn) => sources.hide(trusted.guard(fn)),
      globals: trusted.globals,
    },
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
