// The names the rewritten Jest libraries call (bundle.ts runs the test file's trusted-access
// rewrite over expect, @jest/expect-utils and jest-matcher-utils, and injects this module):
// while the harness is evaluated they read and call as usual (nothing of the learner's has run
// yet); once `useTrustedAccess` runs they go through trusted.ts, so a built-in the code replaces
// DURING a matcher (from a getter, an iterator or an `asymmetricMatch` of its own value) is not
// what the matcher reads. Live bindings: esbuild keeps one variable for each, shared by the bundle.
import type { TrustedAccess } from './trusted';

type Get = (obj: unknown, key: unknown) => unknown;
type Call = (obj: unknown, key: unknown, text: string) => (...args: unknown[]) => unknown;
type Iter = (value: unknown, destructures?: boolean) => Iterable<unknown>;

const { apply } = Reflect;
const TypeErrorOf = TypeError;

const plainGet: Get = (obj, key) => (obj as Record<PropertyKey, unknown>)[key as PropertyKey];

/** @public used through bundle.ts's `inject` */
export let __judge$get: Get = plainGet;
/** @public */
export let __judge$call: Call = (obj, key, text) => {
  const fn = plainGet(obj, key);
  if (typeof fn !== 'function') throw new TypeErrorOf(`${text} is not a function`);
  return (...args) => apply(fn, obj, args);
};
/** @public */
export let __judge$iter: Iter = (value) => value as Iterable<unknown>;
/** @public */
export let __judge$settle: (value: unknown) => Iterable<unknown> = (value) => value as Iterable<unknown>;
/** @public */
export let __judge$str: (value: unknown) => unknown = (value) => value;
/** @public */
export let __judge$restore: (value: unknown) => unknown = (value) => value;
/** @public */
export let __judge$guard: (fn: unknown) => unknown = (fn) => fn;
/** @public whether an object with an `asymmetricMatch` is one the tests made (rewrite-library.ts) */
export let __judge$testsMatcher: (value: unknown) => boolean = () => true;

/** from now on the libraries read the built-ins as `trusted` took them */
export function useTrustedAccess(trusted: TrustedAccess): void {
  __judge$get = trusted.get;
  __judge$call = trusted.callAsWas;
  // the matchers put the watched slots back before they start (lock.ts): a loop inside one
  // reads its iterator as it was (trusted.get) without putting back ~100 slots at every step
  __judge$iter = trusted.iterAsWas;
  __judge$settle = trusted.settle;
  __judge$str = trusted.str;
  __judge$restore = (value) => {
    trusted.restoreProtocol();
    return value;
  };
  __judge$guard = trusted.guard;
  __judge$testsMatcher = trusted.madeByTests;
}
