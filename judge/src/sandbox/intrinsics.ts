// Built-ins the harness and the bundled Jest libraries read while the tests run, taken when the
// harness is evaluated (before the learner's code): bundle.ts points `Object.is` and
// `JSON.stringify` in the whole harness at these copies, so patching `Object.is` cannot make
// `toBe` say yes, nor a patched JSON.stringify rewrite a test's report. (Reflect.get: `Object.is`
// written out here would itself be redirected.)
/** @public used through bundle.ts's `define` */
export const judgeObjectIs = Reflect.get(Object, 'is') as typeof Object.is;
/** @public the reports' JSON (runner.ts) and console `%j`, used through bundle.ts's `define` */
export const judgeJsonStringify = Reflect.get(JSON, 'stringify') as typeof JSON.stringify;

// Taken for the runner and the collector, which must not call anything the learner can patch
// (Array.prototype.push, the array iterator, a global Reflect…) while tests are collected,
// run and counted.
const defineProperty = Reflect.defineProperty;
export const isArray = Array.isArray;
export const createObject = Object.create as (proto: null) => Record<PropertyKey, unknown>;

/** arr.push(value) without Array.prototype.push or an index setter on a prototype */
export function append<T>(arr: T[], value: T): void {
  defineProperty(arr, arr.length, { value, writable: true, enumerable: true, configurable: true });
}
