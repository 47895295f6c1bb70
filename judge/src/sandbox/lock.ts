// What the learner's code must not reach: the test API the hidden tests call and the state of
// Jest's `expect`. The learner's code runs in the same realm before the tests and inside them,
// so the names the tests use (`expect`, `test`, `describe`…) are installed as non-writable,
// non-configurable globals before it runs, the harness's own objects behind them are frozen,
// the built-in matchers cannot be replaced, and no equality tester can be added (none of the
// content's tests adds one). Built-ins (Array.prototype…) are NOT frozen: legitimate answers
// extend them. README.md, "A verdict out of the learner's reach", lists what this leaves open.
import { expect } from 'expect';

/** the globals the hidden tests use: locked before the learner's code runs */
export const LOCKED_GLOBALS = [
  'expect',
  'jest',
  'describe',
  'fdescribe',
  'xdescribe',
  'test',
  'it',
  'fit',
  'xit',
  'xtest',
  'beforeAll',
  'afterAll',
  'beforeEach',
  'afterEach',
] as const;

const MATCHERS_OBJECT = Symbol.for('$$jest-matchers-object');

/**
 * Expect's state as the runner reads and resets it (taken when the harness is evaluated). The
 * code gets neither: `expect.getState()` answers a copy and `expect.setState()` refuses, so the
 * code cannot drop an `expect.assertions(n)` check or count assertions that never ran.
 */
export const expectState = { get: expect.getState, set: expect.setState };

interface MatchersObject {
  customEqualityTesters: unknown[];
  matchers: Record<string, unknown>;
  state: Record<string, unknown>;
}

/** Object.freeze on a harness object and everything reachable through its own data properties. */
function deepFreeze(value: unknown, skip: Set<unknown>, depth = 0) {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || skip.has(value) || depth > 3) {
    return;
  }
  skip.add(value);
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    const desc = Reflect.getOwnPropertyDescriptor(value, key);
    if (desc && 'value' in desc) deepFreeze(desc.value, skip, depth + 1);
  }
}

/** Makes the existing data properties of `target` non-writable and non-configurable. */
function lockOwn(target: object) {
  for (const key of Reflect.ownKeys(target)) {
    const desc = Reflect.getOwnPropertyDescriptor(target, key);
    if (desc && 'value' in desc && desc.configurable) {
      Reflect.defineProperty(target, key, { value: desc.value, writable: false, configurable: false });
    }
  }
}

/**
 * Every built-in matcher (and those expect.extend adds later) first puts the watched built-ins
 * back as they were (trusted.ts): a matcher calls `Map.prototype.has`, `Array.prototype.includes`…
 * whenever it runs, including after `resolves` waited for the learner's promise.
 */
/** the matchers that call the function they are given */
const CALLING_MATCHERS = new Set<PropertyKey>(['toThrow', 'toThrowError']);

export function guardMatchers(g: Record<string, unknown>, before: () => void) {
  const jestObject = (g as unknown as Record<symbol, MatchersObject>)[MATCHERS_OBJECT];
  if (!jestObject) throw new Error('expect has set up no matchers object');
  const matchers = jestObject.matchers;
  for (const key of Reflect.ownKeys(matchers)) {
    const matcher = matchers[key as string];
    if (typeof matcher !== 'function') continue;
    const callsReceived = CALLING_MATCHERS.has(key);
    const guarded = function (this: { promise?: string }, ...args: unknown[]) {
      before();
      const received = args[0];
      // toThrow calls the code, then checks what it threw (message, pattern, class): the slots
      // are put back in between (not for `rejects`, where the value is what was thrown)
      if (callsReceived && !this.promise && typeof received === 'function') {
        args[0] = function (this: unknown, ...callArgs: unknown[]) {
          try {
            return Reflect.apply(received as (...a: unknown[]) => unknown, this, callArgs);
          } finally {
            before();
          }
        };
      }
      return Reflect.apply(matcher as (...a: unknown[]) => unknown, this, args);
    };
    // Jest reads these to tell matchers apart (the name in messages, `[INTERNAL_MATCHER_FLAG]`)
    for (const own of Reflect.ownKeys(matcher)) {
      if (own === 'prototype' || own === 'length') continue;
      const desc = Reflect.getOwnPropertyDescriptor(matcher, own);
      if (desc) Reflect.defineProperty(guarded, own, desc);
    }
    matchers[key as string] = guarded;
  }
}

export function lockTestApi(g: Record<string, unknown>) {
  // never the realm's built-ins (a harness object may refer to Date, Promise…)
  const builtIns = new Set<unknown>([g, Object.prototype, Function.prototype]);
  for (const key of Reflect.ownKeys(g)) {
    if ((LOCKED_GLOBALS as readonly (string | symbol)[]).includes(key)) continue;
    // values only: reading URL's accessor would load whatwg-url in every context (~2 ms), and
    // nothing locked refers to what it would load
    const desc = Reflect.getOwnPropertyDescriptor(g, key);
    if (desc && 'value' in desc) builtIns.add(desc.value);
  }
  for (const name of LOCKED_GLOBALS) {
    const value = g[name];
    // the harness's own functions and objects (test.each, describe.only, the jest object…)
    if (name !== 'expect') deepFreeze(value, builtIns);
    Object.defineProperty(g, name, { value, writable: false, configurable: false, enumerable: false });
  }
  Object.defineProperty(expect, 'getState', {
    value: function getState() {
      const state = expectState.get() as unknown as Record<string, unknown>;
      return { ...state, suppressedErrors: Array.from((state.suppressedErrors as unknown[] | undefined) ?? []) };
    },
  });
  Object.defineProperty(expect, 'setState', {
    value: function setState() {
      throw new Error("expect.setState() is not available in the judge: the tests' assertion counts are the judge's.");
    },
  });
  // `expect` stays extensible (expect.extend adds asymmetric matchers to it), but what it has
  // (expect.extend, expect.getState, expect.any…, expect.not) cannot be replaced.
  lockOwn(expect);
  lockOwn((expect as unknown as { not: object }).not);
  const jestObject = (g as unknown as Record<symbol, MatchersObject>)[MATCHERS_OBJECT];
  if (!jestObject) throw new Error('expect has set up no matchers object');
  lockOwn(jestObject);
  Object.preventExtensions(jestObject);
  // the built-in matchers: expect.extend may add new ones, not replace toBe
  lockOwn(jestObject.matchers);
  // no content test adds equality testers; one added by the code would make toEqual lie
  Object.freeze(jestObject.customEqualityTesters);
}

/**
 * `instanceof` of a built-in constructor (what `toThrow(TypeError)` and `toBeInstanceOf(Promise)`
 * ask) follows the prototype chain only: each built-in constructor gets its own non-writable,
 * non-configurable `Symbol.hasInstance`, the default one, so the code cannot define another
 * (measured: a `RangeError` passed `toThrow(TypeError)`). The learner's own classes may still
 * define theirs.
 */
export function lockBuiltInInstanceChecks(g: Record<string, unknown>) {
  const hasInstance = Reflect.get(Function.prototype, Symbol.hasInstance) as unknown;
  for (const name of Reflect.ownKeys(g)) {
    if (typeof name !== 'string' || !/^[A-Z]/.test(name)) continue;
    const desc = Reflect.getOwnPropertyDescriptor(g, name);
    const ctor = desc && 'value' in desc ? (desc.value as unknown) : undefined;
    if (typeof ctor !== 'function' || !Reflect.getOwnPropertyDescriptor(ctor, 'prototype')) continue;
    Reflect.defineProperty(ctor, Symbol.hasInstance, {
      value: hasInstance,
      writable: false,
      enumerable: false,
      configurable: false,
    });
  }
}

/** Once the test file ran: what the tests added to expect cannot be changed any more. */
export function afterCollection(g: Record<string, unknown>) {
  const jestObject = (g as unknown as Record<symbol, MatchersObject>)[MATCHERS_OBJECT];
  if (!jestObject) throw new Error('expect has set up no matchers object');
  lockOwn(jestObject.matchers);
  Object.preventExtensions(jestObject.matchers);
}
