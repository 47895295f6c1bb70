// Attacks on the verdict: a learner's code runs in the same realm as the hidden tests, before
// them and inside them (the tests call it). Each attempt below is a failing submission that
// tries to come back passed, to change the counts, or to read a byte of the hidden test file's
// source (the string SECRET below sits in test bodies only, never in a test's name; comments
// do not survive transpilation, so it is a string literal). Every run
// goes through the real judge (real locked-down workers). README.md, "A verdict out of the
// learner's reach", lists what is closed and what is not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECRET, SUM_TESTS, WRONG_SUM, expectHeld, useAttackJudge } from './forge.support';

const run = useAttackJudge();

describe('the two measured attacks', () => {
  it('redefining `expect` before the tests does not forge a pass (debounce, no implementation)', async () => {
    const testCode = readFileSync(
      new URL('../../../content/problems/debounce/tests/submit.test.js', import.meta.url),
      'utf8',
    );
    const code = `
      function debounce() { const f = () => {}; f.cancel = () => {}; return f; }
      const pass = { toBe() {}, toEqual() {}, toHaveBeenCalled() {}, toHaveBeenCalledTimes() {}, toHaveBeenCalledWith() {},
        toBeUndefined() {}, toThrow() {}, toBeCalled() {}, toBeTruthy() {}, toBeFalsy() {}, toStrictEqual() {}, toHaveLength() {} };
      const fake = () => new Proxy(pass, { get: (t, k) => (k === 'not' || k === 'resolves' || k === 'rejects' ? fake() : () => {}) });
      try { Object.defineProperty(globalThis, 'expect', { value: fake, configurable: true, writable: true }); } catch {}
      try { globalThis.expect = fake; } catch {}
    `;
    const result = await run(code, testCode);
    const hidden = (testCode.match(/\btest\(/g) ?? []).length;
    expect(result.passed).toBeLessThan(result.total);
    expect(result.total).toBe(hidden);
    expectHeld(result, hidden);
  });

  it('wrapping `describe` does not hand the hidden test file to the learner', async () => {
    const code = `${WRONG_SUM}
      const realDescribe = describe;
      const leak = (fn) => { try { console.log(Function.prototype.toString.call(fn)); } catch {} };
      const wrapper = function (name, fn) { leak(fn); return realDescribe(name, fn); };
      try { Object.defineProperty(globalThis, 'describe', { value: wrapper, configurable: true, writable: true }); } catch {}
      try { globalThis.describe = wrapper; } catch {}
      for (const name of ['test', 'it']) {
        const real = globalThis[name];
        try { globalThis[name] = function (title, fn) { leak(fn); return real(title, fn); }; } catch {}
      }
    `;
    const result = await run(code, SUM_TESTS);
    expectHeld(result, 2);
  });
});

/** [name, learner code, hidden tests (default SUM_TESTS), hidden test count] */
// Each row is an attack: learner code (and sometimes a hidden test file) handed to the judge as
// text. The `test['only']` calls below live inside those strings, as an attacker would write them;
// none of them focuses a test of this suite.
const ATTACKS: [string, string, string?, number?][] = [
  [
    'replacing test/it with no-ops that always pass',
    `${WRONG_SUM} try { globalThis.test = globalThis.it = (name) => realTest(name, () => {}); } catch {}
     const realTest = test;`,
  ],
  [
    'expect.extend overriding the built-in toBe/toEqual',
    `${WRONG_SUM} try { expect.extend({ toBe: () => ({ pass: true, message: () => '' }), toEqual: () => ({ pass: true, message: () => '' }) }); } catch {}`,
  ],
  [
    "replacing matchers in expect's global matchers object",
    `${WRONG_SUM} try { const m = globalThis[Symbol.for('$$jest-matchers-object')].matchers;
       m.toBe = m.toEqual = function () { return { pass: !this.isNot, message: () => '' }; }; } catch {}`,
  ],
  [
    'expect.addEqualityTesters with a tester that says everything is equal',
    `${WRONG_SUM} try { expect.addEqualityTesters([() => true]); } catch {}
     try { globalThis[Symbol.for('$$jest-matchers-object')].customEqualityTesters.push(() => true); } catch {}`,
    `test('deep', () => { const marker = '${SECRET}'; expect(sum(1, 2)).toEqual(3); expect({ a: sum(1, 1) }).toEqual({ a: 2 }); });`,
    1,
  ],
  ['test.only from the code skips the hidden tests', `${WRONG_SUM} try { test['only']('mine', () => {}); } catch {}`],
  [
    'test.only from inside a function the test file calls at its top level',
    `function sum() { try { test['only']('mine', () => {}); } catch {} return 0; }`,
    `const warm = sum(0, 0);\n${SUM_TESTS}`,
  ],
  ['Object.is patched to say true (toBe uses it)', `${WRONG_SUM} Object.is = () => true;`],
  [
    'Object.keys patched to return [] (toEqual walks keys)',
    `function sum() { return { total: 0 }; } Object.keys = () => [];`,
    `test('obj', () => { const marker = '${SECRET}'; expect(sum(1, 2)).toEqual({ total: 3 }); });`,
    1,
  ],
  [
    'Function.prototype.call/apply patched to return true',
    `${WRONG_SUM} const t = () => true; try { Function.prototype.call = t; Function.prototype.apply = t; } catch {}`,
  ],
  [
    'Function.prototype.toString of the calling test via arguments.callee.caller',
    `function sum() { try { console.log(String(Function.prototype.toString.call(arguments.callee.caller))); } catch {} return 0; }`,
  ],
  [
    'Error.prepareStackTrace: getFunction() of the test frames, then their source',
    `function sum() {
       Error.prepareStackTrace = (e, frames) => frames.map((f) => { try { const fn = f.getFunction(); return fn ? Function.prototype.toString.call(fn) : ''; } catch { return ''; } }).join('\\n');
       try { console.log(new Error('x').stack); } catch {} delete Error.prepareStackTrace; return 0; }`,
  ],
  [
    'throwing a Proxy whose every trap throws',
    `function sum() { const h = new Proxy({}, { get() { throw h; } });
       throw new Proxy({}, { get() { throw h; }, getPrototypeOf() { throw h; }, ownKeys() { throw h; }, has() { throw h; }, getOwnPropertyDescriptor() { throw h; } }); }`,
  ],
  ['throwing undefined', `function sum() { throw undefined; }`],
  ['throwing 0 (a falsy value) in the test', `function sum() { throw 0; }`],
  [
    'a promise rejected with an empty string',
    `function sum() { return Promise.reject(''); }`,
    `test('async', async () => { const marker = '${SECRET}'; expect(await sum(1, 2)).toBe(3); });`,
    1,
  ],
  [
    'a Proxy export whose traps throw',
    `const boom = () => { throw new Proxy({}, { get() { throw 1; } }); };
     module.exports = { sum: new Proxy(function () {}, { apply: boom, get: boom, getPrototypeOf: boom, has: boom }) };`,
  ],
  [
    'a getter export that reads arguments.callee.caller',
    `module.exports = { get sum() { try { console.log(String(arguments.callee.caller)); } catch {} return () => 0; } };`,
    `test('adds', () => { const marker = '${SECRET}'; const { sum } = require('./solution'); expect(sum(1, 2)).toBe(3); });`,
    1,
  ],
  [
    "Object.prototype.toJSON rewriting the harness's report of a test",
    `${WRONG_SUM} Object.prototype.toJSON = function () {
       const copy = {}; for (const k of Object.keys(this)) copy[k] = this[k];
       if (copy.status === 'failed') { copy.status = 'passed'; copy.error = null; } return copy; };`,
  ],
  [
    "JSON.stringify wrapped to rewrite the harness's report of a test",
    `${WRONG_SUM} const real = JSON.stringify;
     JSON.stringify = function (v, ...rest) { if (v && v.status === 'failed') { v.status = 'passed'; v.error = null; } return real(v, ...rest); };`,
  ],
  [
    "Array.prototype.push a no-op (the runner's list of a test's errors)",
    `${WRONG_SUM} Array.prototype.push = function () { return this.length; };`,
  ],
  [
    'an index setter on Array.prototype swallowing stored errors',
    `${WRONG_SUM} Object.defineProperty(Array.prototype, '0', { set() {}, get() { return undefined; }, configurable: true });`,
  ],
  [
    'Number and String replaced (report fields), then test.only from a top-level call',
    `function sum() { try { test['only']('mine', () => {}); } catch {} return 0; }
     globalThis.Number = () => 0; globalThis.String = () => '0';`,
    `const warm = sum(0, 0);\n${SUM_TESTS}`,
  ],
  [
    'the array iterator patched to skip every other test',
    `${WRONG_SUM} const it0 = Array.prototype[Symbol.iterator];
     Array.prototype[Symbol.iterator] = function* () { let i = 0; for (const x of it0.call(this)) if (i++ % 2 === 0) yield x; };`,
    `describe('sum', () => {
  test('zero', () => { const marker = '${SECRET}'; expect(sum(0, 0)).toBe(0); });
  test('adds', () => { const marker = '${SECRET}'; expect(sum(1, 2)).toBe(3); });
});`,
  ],
  [
    'Symbol.hasInstance on TypeError: a RangeError passing toThrow(TypeError)',
    `function sum() { throw new RangeError('no'); }
     try { Object.defineProperty(TypeError, Symbol.hasInstance, { value: () => true }); } catch {}`,
    `test('throws a TypeError', () => { const marker = '${SECRET}'; expect(() => sum()).toThrow(TypeError); });`,
    1,
  ],
  [
    'Symbol.hasInstance on Promise: a number passing toBeInstanceOf(Promise)',
    `function sum() { return 0; }
     try { Object.defineProperty(Promise, Symbol.hasInstance, { value: () => true }); } catch {}
     try { Promise[Symbol.hasInstance] = () => true; } catch {}`,
    `test('a promise', () => { const marker = '${SECRET}'; expect(sum()).toBeInstanceOf(Promise); });`,
    1,
  ],
  [
    'the jest object replaced (jest.fn a fake mock)',
    `${WRONG_SUM} try { jest.fn = () => { const f = () => {}; f._isMockFunction = true; return f; }; } catch {}
     try { globalThis.jest = { ...jest }; } catch {}`,
  ],
];

describe('attacks on the boundary between the code and the hidden tests', () => {
  for (const [name, code, testCode = SUM_TESTS, count = 2] of ATTACKS) {
    it(name, async () => {
      expectHeld(await run(code, testCode), count);
    });
  }
});
