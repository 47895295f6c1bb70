// The hidden test file's source stays hidden even where its functions reach the learner's code:
// callbacks, objects with methods and accessors, classes (and `.constructor` of their instances),
// constructors declared as functions, timers and array methods the code patched, mock
// implementations, the file's top-level names. Each attack prints everything it can read; the
// secret must not come back. Then the other side: test files of every shape still run as before
// (names, `this`, `super`, `new.target`, hoisting, recursion), and the learner's own functions
// still print their source. worker/hide-sources.ts and sandbox/hide.ts are the defence.
import { describe, expect, it } from 'vitest';
import { SECRET, expectHeld, useAttackJudge } from './forge.support';

const run = useAttackJudge();

/** learner code: `leak(value)` prints the source of every function it can reach from `value` */
const LEAK = `
const realToString = Function.prototype.toString;
const log = console.log;
const seen = new Set();
const found = [];
// the console keeps 100 entries per test: only short texts that are not native code are worth one
const print = (s) => { try { s = String(s); if (s.length < 400 && !s.includes('[native code]') && !found.includes(s)) found.push(s); } catch {} };
let busy = false;
function sources(fn) {
  print(fn); print(fn + ''); print(\`\${fn}\`);
  try { print(realToString.call(fn)); } catch {}
  try { print(Function.prototype.toString.call(fn)); } catch {}
  try { print(Reflect.apply(Function.prototype.toString, fn, [])); } catch {}
  try { print(Object.getOwnPropertyDescriptor(Function.prototype, 'toString').get().call(fn)); } catch {}
  try { print(fn.bind(null).toString()); } catch {}
  try { print(Function.prototype.toString.call(new Proxy(fn, {}))); } catch {}
}
function leak(value, depth = 0) {
  if (busy) return;
  busy = true;
  try { walk(value, depth); } catch {}
  while (found.length) log(found.shift());
  busy = false;
}
const visit = (value, depth) => { try { walk(value, depth); } catch {} };
function walk(value, depth) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value) || depth > 4) return;
  seen.add(value);
  if (typeof value === 'function') sources(value);
  // what a test handed over first, the harness's own functions after
  try { if (value.getMockImplementation) visit(value.getMockImplementation(), depth + 1); } catch {}
  for (const key of Reflect.ownKeys(value)) {
    let d; try { d = Object.getOwnPropertyDescriptor(value, key); } catch { continue; }
    if (!d) continue;
    for (const part of [d.value, d.get, d.set]) visit(part, depth + 1);
  }
  try { visit(Object.getPrototypeOf(value), depth + 1); } catch {}
  try { visit(value.constructor, depth + 1); } catch {}
}
// trying to take the hiding off before the tests run (the calls above use the captured one)
try { Object.defineProperty(Function.prototype, 'toString', { value() { return 'mine'; } }); } catch { console.log('refused'); }
try { delete Function.prototype.toString; } catch {}
try { Function.prototype.toString = function () { return 'mine'; }; } catch {}
`;

/** the code: a wrong `sum` that leaks every argument and its own `this` */
const LEAKING_SUM = `${LEAK}
function sum(...args) { for (const a of args) leak(a); return 0; }
`;

const S = `'${SECRET}'`;

const ATTACKS: [name: string, tests: string, code?: string][] = [
  [
    'callbacks: function, arrow, async, generator, and a named function expression',
    `test('callbacks', async () => {
       expect(sum(1, 2, function named() { return ${S}; }, () => ${S}, async () => ${S}, function* () { yield ${S}; })).toBe(3);
       const f = function inner() { return ${S} + inner.name; };
       expect(sum(f)).toBe(3);
     });`,
  ],
  [
    'an object with a method, a getter, a setter and an arrow property',
    `test('object', () => {
       expect(sum({ a: 1, valueOf() { return ${S}.length; }, get g() { return ${S}; }, set s(v) { ${S}; }, f: () => ${S},
         [Symbol.iterator]() { return [${S}][Symbol.iterator](); } })).toBe(3);
     });`,
  ],
  [
    'a class instance: its constructor, methods, accessors, statics and fields',
    `class Base { base() { return ${S}; } }
     class Point extends Base {
       field = () => ${S};
       static make() { return ${S}; }
       constructor() { super(); this.tag = ${S}.length; }
       get len() { return ${S}; }
       method() { return super.base() + ${S}; }
     }
     test('instance', () => { expect(sum(new Point(), Point)).toBe(3); });`,
  ],
  [
    'a constructor declared as a function, its prototype methods and an instance',
    `function Helper() { this.v = ${S}.length; }
     Helper.prototype.read = function () { return ${S}; };
     test('helper', () => { expect(sum(new Helper())).toBe(3); });`,
  ],
  [
    "the test file's top-level names read by the code",
    `const cases = [${S}];
     function helperTop() { return ${S}; }
     let later = () => ${S};
     test('names', () => { expect(sum(1, 2)).toBe(3); });`,
    `function sum() {
       for (const read of [() => cases, () => helperTop, () => later, () => globalThis.helperTop, () => globalThis.cases]) {
         try { const v = read(); console.log(typeof v === 'function' ? Function.prototype.toString.call(v) : JSON.stringify(v)); } catch {}
       }
       return 0;
     }`,
  ],
  [
    'Array.prototype.map patched to read the callback',
    `test('map', () => { expect([1, 2].map((x) => { const marker = ${S}; return sum(x, x); })).toEqual([2, 4]); });`,
    `${LEAK} const map = Array.prototype.map;
     Array.prototype.map = function (f, t) { leak(f); return map.call(this, f, t); };
     function sum() { return 0; }`,
  ],
  [
    'setTimeout replaced to read the callback',
    `test('timer', async () => {
       await new Promise((resolve) => setTimeout(() => { ${S}; resolve(); }, 0));
       expect(sum(1, 2)).toBe(3);
     });`,
    `${LEAK} globalThis.setTimeout = (fn) => { leak(fn); fn(); return 0; };
     function sum() { return 0; }`,
  ],
  [
    "a mock function's implementation",
    `test('mock', () => { const cb = jest.fn(() => { const marker = ${S}; return marker; }); expect(sum(cb, 2)).toBe(3); });`,
  ],
  [
    "a thenable's then() given the test's continuation",
    `test('then', async () => { expect(await sum(1, 2).then((v) => v + ${S}.length * 0)).toBe(3); });`,
    `${LEAK} function sum() { return { then(ok) { leak(ok); ok(0); } }; }`,
  ],
  [
    'a callback handed to a hook and to describe, read through a wrapped describe',
    `describe('group', () => {
       beforeEach(() => { ${S}; });
       test('inside', () => { expect(sum(() => ${S})).toBe(3); });
     });`,
  ],
];

describe("the hidden test file's source stays hidden", () => {
  for (const [name, tests, code = LEAKING_SUM] of ATTACKS) {
    it(name, async () => {
      const result = await run(code, tests);
      expectHeld(result, (tests.match(/\btest\(/g) ?? []).length);
      // the attack ran: it printed what it could read (so a pass here is not a silent no-op)
      expect(result.logs.length + result.results.flatMap((r) => r.logs).length).toBeGreaterThan(0);
    });
  }
});

describe('test files and answers that must keep working', () => {
  it('runs test files of every shape as before: names, this, super, new.target, hoisting, recursion', async () => {
    const tests = `
      expect(hoisted()).toBe('early');
      function hoisted() { return 'early'; }
      const add = (a, b) => a + b;
      const anon = function () {};
      let assigned; assigned = () => 1;
      const obj = { arrow: () => 1, fn: function () {}, method() { return this; } };
      class Base { hi() { return 'base'; } }
      class Child extends Base {
        field = () => this;
        static create() { return new Child(); }
        hi() { return 'child+' + super.hi(); }
        get kind() { return 'child'; }
      }
      function Made() { this.nt = new.target === Made; }
      const fact = function f(n) { return n <= 1 ? 1 : n * f(n - 1); };
      function* gen() { yield 1; yield 2; }
      const withDefault = (cb = () => 'default') => cb();
      test('names are inferred as before', () => {
        expect([add.name, anon.name, assigned.name, obj.arrow.name, obj.fn.name, new Child().field.name]).toEqual(
          ['add', 'anon', 'assigned', 'arrow', 'fn', 'field']);
        expect(Child.name).toBe('Child');
      });
      test('this, super, new.target and identity', () => {
        const child = Child.create();
        expect(child).toBeInstanceOf(Child);
        expect(child).toBeInstanceOf(Base);
        expect(child.constructor).toBe(Child);
        expect(child.field()).toBe(child);
        expect(child.hi()).toBe('child+base');
        expect(child.kind).toBe('child');
        expect(obj.method()).toBe(obj);
        expect(new Made().nt).toBe(true);
        expect(fact(5)).toBe(120);
        expect([...gen()]).toEqual([1, 2]);
        expect(withDefault()).toBe('default');
      });
      test('the learner sees the tests call it', () => {
        expect(sum(add(1, 1), 3)).toBe(5);
        expect([1, 2, 3].myReduce((a, b) => a + b, 0)).toBe(6);
        expect(add.myBind(null, 2)(3)).toBe(5);
      });
      test("the learner's own functions print their source", () => {
        expect(String(sum)).toContain('return a + b');
        expect(ownToString()).toBe('custom');
      });
    `;
    const code = `
      function sum(a, b) { return a + b; }
      Array.prototype.myReduce = function (fn, init) { let acc = init; for (let i = 0; i < this.length; i++) acc = fn(acc, this[i]); return acc; };
      Function.prototype.myBind = function (ctx, ...bound) { const fn = this; return (...rest) => fn.apply(ctx, [...bound, ...rest]); };
      function ownToString() { const f = () => 1; f.toString = () => 'custom'; return f.toString(); }
    `;
    const result = await run(code, tests);
    expect(result.errorMessage).toBeNull();
    expect(result.results.filter((r) => r.status === 'failed')).toEqual([]);
    expect(result.passed).toBe(4);
  });
});
