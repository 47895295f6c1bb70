// The `jest` object: mocks and spies (jest-mock), fake timers (@sinonjs/fake-timers, as Jest's
// modern timers), jest.setTimeout; module mocking is not available (no modules in the judge).
import { withGlobal } from '@sinonjs/fake-timers';
import { ModuleMocker } from 'jest-mock';
import type { Fn } from './errors';
import type { LogLevel } from './protocol';

export interface TestTimeouts {
  /** the limit of a test or hook that asked for `requested` ms (or none) */
  of(requested: number | undefined): number;
  /** jest.setTimeout */
  setDefault(ms: number): void;
}

export function createTimeouts(maxTimeout: number): TestTimeouts {
  let defaultTimeout = maxTimeout;
  const of = (requested: number | undefined) =>
    typeof requested === 'number' && requested > 0 ? Math.min(requested, maxTimeout) : defaultTimeout;
  return { of, setDefault: (ms) => void (defaultTimeout = of(ms)) };
}

export const notAvailable = (name: string) => () => {
  throw new Error(`jest.${name}() is not available in the judge: tests run without modules.`);
};

export function createJest(pushLog: (level: LogLevel, args: unknown[]) => void, timeouts: TestTimeouts) {
  const RealDate = Date;

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
      timeouts.setDefault(ms);
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

  return {
    jest: jestObject,
    /** ends fake timers at the end of the run */
    uninstallClock() {
      try {
        clock?.uninstall();
      } catch {
        // nothing to restore
      }
      clock = null;
    },
  };
}
