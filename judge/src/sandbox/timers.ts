// The learner's timers (setTimeout, setInterval, setImmediate, their clear functions,
// queueMicrotask, performance.now) on the worker's real timers: the worker calls the callback
// back through `runtime.fire` under the test's time limit. Jest's fake timers replace these
// globals while they are installed.
import type { Fn } from './errors';
import type { HarnessHost, HarnessOptions, TimerKind } from './protocol';

export function installTimers(
  g: Record<string, unknown>,
  host: HarnessHost,
  options: HarnessOptions,
  { inspect, uncaught }: { inspect: (value: unknown) => string; uncaught: (error: unknown) => void },
) {
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
}
