// Attacks through the built-ins the hidden tests call (sandbox/trusted.ts, worker/trusted-access.ts,
// sandbox/built-in-guards.ts): the learner's code and the tests share one realm, so a test that
// checks `result.every(…)` or compares `JSON.stringify`s used to call whatever the code had put
// on `Array.prototype` or `JSON`. Each row is a failing submission that tries to come back passed;
// the legitimate rows below check that answers extending built-ins, and tests that patch or spy
// on built-ins themselves, still behave as before. All through the real judge.
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../solutions/solutions.service';
import { expectHeld, useAttackJudge } from './forge.support';
import { at } from '../../test/at';

const run = useAttackJudge();

/** `positives(list)` should keep the numbers above zero; the wrong answer keeps them all */
const WRONG_POSITIVES = 'function positives(list) { return list.slice(); }\n';

/**
 * `double(x)` answers right for 1 only; its getter, read by the matcher, replaces the array
 * iterator so that destructuring the next case hands it that case's expected output
 */
const SPYING_DOUBLE = `let seen; const values = Array.prototype.values;
  function double(x) { return { get value() {
    Array.prototype[Symbol.iterator] = function () {
      if (this.length === 2 && typeof this[0] === 'number') seen = this[1];
      return values.call(this); };
    return x === 1 ? 2 : seen; } }; }`;

/** [name, learner code, hidden tests, their count (2 unless said)] */
const ATTACKS: [string, string, string, number?][] = [
  [
    'Array.prototype.every always true, against result.every(…)',
    `${WRONG_POSITIVES} Array.prototype.every = function () { return true; };`,
    `test('all positive', () => { expect(positives([1, -2, 3]).every((x) => x > 0)).toBe(true); });
     test('none negative', () => { expect(positives([-1, 2]).every((x) => x > 0)).toBe(true); });`,
  ],
  [
    'Array.prototype.some deleted and Object.prototype.some put in its place',
    `${WRONG_POSITIVES} delete Array.prototype.some; Object.prototype.some = function () { return false; };`,
    `test('no negative', () => { expect(positives([1, -2, 3]).some((x) => x < 0)).toBe(false); });
     test('no zero', () => { expect(positives([0, 4]).some((x) => x <= 0)).toBe(false); });`,
  ],
  [
    'JSON.stringify answering the same text for everything',
    `${WRONG_POSITIVES} JSON.stringify = function () { return '[]'; };`,
    `test('json 1', () => { expect(JSON.stringify(positives([1, -2]))).toBe(JSON.stringify([1])); });
     test('json 2', () => { expect(JSON.stringify(positives([-3, 4]))).toBe(JSON.stringify([4])); });`,
  ],
  [
    'globalThis.JSON replaced by another object',
    `${WRONG_POSITIVES} globalThis.JSON = { stringify: () => 'same', parse: (s) => s };`,
    `test('json 1', () => { expect(JSON.stringify(positives([1, -2]))).toBe(JSON.stringify([1])); });
     test('json 2', () => { expect(JSON.stringify(positives([-3, 4]))).toBe(JSON.stringify([4])); });`,
  ],
  [
    'Object.keys returning a fixed list, against Object.keys(x).length',
    `function pick(o) { return { ...o }; }
     Object.keys = function () { return ['a']; };`,
    `test('picks one key', () => { expect(Object.keys(pick({ a: 1, b: 2 })).length).toBe(1); });
     test('picks one key again', () => { expect(Object.keys(pick({ a: 1, c: 3 })).length).toBe(1); });`,
  ],
  [
    'a Map.prototype.size getter answering what the tests want',
    `function unique(list) { return new Map(list.map((x) => [x, x])); }
     Object.defineProperty(Map.prototype, 'size', { get() { return 2; }, configurable: true });`,
    `test('two distinct', () => { expect(unique([1, 1, 1]).size).toBe(2); });
     test('two distinct again', () => { expect(unique([5, 6, 7]).size).toBe(2); });`,
  ],
  [
    'the array iterator patched to skip every case after the first (for…of at the top of the file)',
    `function double(x) { return x === 1 ? 2 : 0; }
     Array.prototype[Symbol.iterator] = function* () { if (this.length) yield this[0]; if (this.length === 2) yield this[1]; };`,
    `const cases = [[1, 2], [2, 4], [3, 6]];
     for (const [input, output] of cases) test('double ' + input, () => { expect(double(input)).toBe(output); });`,
    3,
  ],
  [
    'the array iterator patched to yield nothing, against a spread and Array.from',
    `function evens(list) { return list; }
     Array.prototype[Symbol.iterator] = function* () {};`,
    `test('spread', () => { expect([...evens([1, 2, 3, 4])]).toEqual([...[2, 4]]); });
     test('from', () => { expect(Array.from(evens([1, 2, 3]))).toEqual(Array.from([2])); });`,
  ],
  [
    'the array iterator patched, against new Set(result).size',
    `function evens(list) { return list; }
     Array.prototype[Symbol.iterator] = function* () { yield 2; };`,
    `test('one even', () => { expect(evens([1, 2, 3]).length).toBe(3); expect(new Set(evens([1, 2, 3])).size).toBe(1); });
     test('one even again', () => { expect(evens([2, 5]).length).toBe(2); expect(new Set(evens([2, 5])).size).toBe(1); });`,
  ],
  [
    'Array.prototype.toString patched, against a template literal',
    `function list(n) { return [n]; }
     Array.prototype.toString = function () { return 'same'; };`,
    `test('text 1', () => { expect(\`\${list(1)}\`).toBe(\`\${[2]}\`); });
     test('text 2', () => { expect(\`\${list(3)}\`).toBe(\`\${[4]}\`); });`,
  ],
  [
    'RangeError.prototype rewired under TypeError.prototype, against toThrow(TypeError)',
    `function check(x) { throw new RangeError('wrong kind'); }
     try { Object.setPrototypeOf(RangeError.prototype, TypeError.prototype); } catch {}
     try { RangeError.prototype.__proto__ = TypeError.prototype; } catch {}
     try { Reflect.setPrototypeOf(RangeError.prototype, TypeError.prototype); } catch {}`,
    `test('type error 1', () => { expect(() => check(1)).toThrow(TypeError); });
     test('type error 2', () => { expect(() => check(2)).toThrow(TypeError); });`,
  ],
  [
    'Promise.prototype.then replaced, against await in the tests',
    `async function load() { return 0; }
     try { Promise.prototype.then = function (ok) { return ok(42); }; } catch {}`,
    `test('loads 42', async () => { expect(await load()).toBe(42); });
     test('resolves 42', async () => { await expect(load()).resolves.toBe(42); });`,
  ],
  [
    'String.prototype.includes patched, against a test that reads a message',
    `function greet(name) { return 'bye'; }
     String.prototype.includes = function () { return true; };`,
    `test('says hello', () => { expect(greet('a').includes('hello')).toBe(true); });
     test('says the name', () => { expect(greet('bob').includes('bob')).toBe(true); });`,
  ],
  // what Jest's matchers call inside (measured: each of these forged before watched-slots.ts)
  ...(
    [
      [
        'Map.prototype.has/get, against toEqual of Maps',
        `function f() { return new Map([['a', 1]]); } Map.prototype.has = () => true; Map.prototype.get = () => 1;`,
        `expect(f()).toEqual(new Map([['a', 2]]))`,
      ],
      [
        'Set.prototype.has, against toEqual of Sets',
        `function f() { return new Set([1]); } Set.prototype.has = () => true;`,
        `expect(f()).toEqual(new Set([2]))`,
      ],
      [
        'Array.prototype.includes/indexOf, against toContain',
        `function f() { return [1]; } Array.prototype.includes = () => true; Array.prototype.indexOf = () => 0; Array.prototype.findIndex = () => 0;`,
        `expect(f()).toContain(5)`,
      ],
      [
        'RegExp.prototype.test/exec, against toMatch',
        `function f() { return 'abc'; } RegExp.prototype.test = () => true; RegExp.prototype.exec = () => ['x'];`,
        `expect(f()).toMatch(/zzz/)`,
      ],
      [
        'Number.isNaN, against toBeNaN',
        `function f() { return 1; } Number.isNaN = () => true;`,
        `expect(f()).toBeNaN()`,
      ],
      ['Math.abs, against toBeCloseTo', `function f() { return 1; } Math.abs = () => 0;`, `expect(f()).toBeCloseTo(5)`],
      [
        'String.prototype.includes/indexOf, against toThrow(text)',
        `function f() { throw new Error('wrong'); } String.prototype.includes = () => true; String.prototype.indexOf = () => 0;`,
        `expect(() => f()).toThrow('right')`,
      ],
      [
        'Function.prototype.call answering a pass for every matcher',
        `function f() { return 1; } try { Function.prototype.call = function () { return { pass: true, message: () => '' }; }; } catch {}`,
        `expect(f()).toBe(2)`,
      ],
      [
        'Function.prototype.apply patched while the tests await the code (resolves)',
        `async function f() { try { Function.prototype.apply = function () { return { pass: true, message: () => '' }; }; } catch {} return 1; }`,
        `return expect(f()).resolves.toBe(2)`,
      ],
      [
        "expect's state: the counted assertions inflated, so expect.assertions(2) passes a callback never called",
        `function each(list, cb) { try { expect.setState({ assertionCalls: 2 }); } catch {} try { expect.getState().assertionCalls = 2; } catch {} }`,
        `expect.assertions(2); each([1, 2], (x) => expect(x).toBeGreaterThan(0))`,
      ],
      [
        "expect's state: the expected number dropped during the test",
        `function each(list, cb) { try { expect.setState({ expectedAssertionsNumber: null }); } catch {} try { expect.getState().expectedAssertionsNumber = null; } catch {} }`,
        `expect.assertions(2); each([1, 2], (x) => expect(x).toBeGreaterThan(0))`,
      ],
      [
        'a watched slot replaced inside the tested function',
        `function f() { Array.prototype.includes = () => true; return [1]; }`,
        `expect(f()).toContain(5)`,
      ],
      [
        'the array iterator replaced during a call, then `new Set(result)` by its bare name',
        `const wrong = [1, 1, 1]; const values = Array.prototype.values;
         function sample(list, n) {
           Array.prototype[Symbol.iterator] = function () { return this === wrong ? values.call([1, 2, 3]) : values.call(this); };
           return wrong; }`,
        `expect(new Set(sample([1, 2, 3, 4], 3)).size).toBe(3)`,
      ],
      [
        'Array.prototype.toString replaced during a call, then `String(result)` by its bare name',
        `function copy(list) { Array.prototype.toString = () => '1,2'; return []; }`,
        `expect(String(copy([1, 2]))).toBe('1,2')`,
      ],
      [
        "Object.prototype.toJSON added at the top level, against the tests' own objects in JSON.stringify",
        `function build() { return { a: 2 }; } Object.prototype.toJSON = function () { return 'same'; };`,
        `expect(JSON.stringify(build())).toBe(JSON.stringify({ a: 1 }))`,
      ],
      [
        'the array iterator replaced by a getter the matcher reads, against the next case destructured as a parameter',
        SPYING_DOUBLE,
        `[[1, 2], [2, 4], [3, 6]].forEach(([input, output]) => expect(double(input)).toEqual({ value: output }))`,
      ],
      [
        'the array iterator replaced by a getter the matcher reads, against the next case a for…of pattern destructures',
        SPYING_DOUBLE,
        `for (const [input, output] of [[1, 2], [2, 4], [3, 6]]) expect(double(input)).toEqual({ value: output })`,
      ],
      [
        'the array iterator replaced by a getter the matcher reads, against a function declaration destructuring the next case',
        SPYING_DOUBLE,
        `function check([input, output]) { expect(double(input)).toEqual({ value: output }); }
         [[1, 2], [2, 4], [3, 6]].forEach(check)`,
      ],
      [
        'Array.prototype.toString replaced while a spread feeds `String(...)` by its bare name',
        `function* parts(list) { Array.prototype.toString = () => '1,2'; yield []; }`,
        `expect(String(...parts([1, 2]))).toBe('1,2')`,
      ],
      [
        'String.prototype.includes replaced by the function toThrow calls, against its message check',
        `function parse(text) { String.prototype.includes = () => true; throw new Error('something else'); }`,
        `expect(() => parse('{')).toThrow('Unexpected end')`,
      ],
      [
        'RegExp.prototype.test and exec replaced by the function toThrow calls, against a pattern',
        `function parse(text) { RegExp.prototype.test = () => true; RegExp.prototype.exec = () => ['x']; throw new Error('something else'); }`,
        `expect(() => parse('{')).toThrow(/Unexpected end/)`,
      ],
      [
        'globalThis.Object replaced by a look-alike whose `is` always agrees, against toEqual',
        `function answer() { return 41; }
         globalThis.Object = new Proxy(Object, { get: (t, k) => (k === 'is' ? () => true : Reflect.get(t, k)) });`,
        `expect(answer()).toEqual(42)`,
      ],
      [
        'globalThis.Array replaced by a look-alike whose isArray says no, against toEqual of arrays',
        `function answer() { return [1, 2, 4]; }
         globalThis.Array = new Proxy(Array, { get: (t, k) => (k === 'isArray' ? () => false : Reflect.get(t, k)) });`,
        `expect(answer()).toEqual([1, 2, 3])`,
      ],
      [
        'Object.is replaced by a getter that toEqual reads, against the keys it compares next',
        // (Jest compares the keys last to first)
        `function answer() { return { a: 999, get b() { Object.is = () => true; return 2; } }; }`,
        `expect(answer()).toEqual({ a: 1, b: 2 })`,
      ],
      // code that runs DURING a matcher (its getters, iterators, asymmetricMatch): Jest's own
      // libraries read the built-ins as they were (bundle.ts rewrites them like the test file)
      [
        'a returned Set whose own iterator replaces Set.prototype.has while toEqual iterates it',
        `function f() { const s = new Set([7, 8, 9]); const values = Set.prototype.values;
           s[Symbol.iterator] = function () { Set.prototype.has = () => true; return values.call(this); };
           return s; }`,
        `expect(f()).toEqual(new Set([1, 2, 3]))`,
      ],
      [
        'a returned Map whose own iterator replaces Map.prototype.has/get while toEqual iterates it',
        `function f() { const m = new Map([['a', 2]]); const entries = Map.prototype.entries;
           m[Symbol.iterator] = function () { Map.prototype.has = () => true; Map.prototype.get = () => 2; return entries.call(this); };
           return m; }`,
        `expect(f()).toEqual(new Map([['a', 1]]))`,
      ],
      [
        'a returned array whose element getter replaces Array.prototype.includes/indexOf while toContain copies it',
        `function f() { const list = [1];
           Object.defineProperty(list, 0, { enumerable: true, get() { Array.prototype.includes = () => true; Array.prototype.indexOf = () => 0; return 1; } });
           return list; }`,
        `expect(f()).toContain(5)`,
      ],
      [
        "a thrown error whose message getter replaces String.prototype.includes/indexOf, against toThrow('text')",
        `function parse() { const e = new Error('x');
           Object.defineProperty(e, 'message', { get() { String.prototype.includes = () => true; String.prototype.indexOf = () => 0; return 'something else'; } });
           throw e; }`,
        `expect(() => parse()).toThrow('Unexpected end')`,
      ],
      [
        'a thrown error whose message getter replaces RegExp.prototype.test/exec, against toThrow(/pattern/)',
        `function parse() { const e = new Error('x');
           Object.defineProperty(e, 'message', { get() { RegExp.prototype.test = () => true; RegExp.prototype.exec = () => ['x']; return 'something else'; } });
           throw e; }`,
        `expect(() => parse()).toThrow(/Unexpected end/)`,
      ],
      [
        'a getter read first replaces RegExp.prototype.test, against expect.stringMatching in toMatchObject',
        `function profile() { return { get id() { RegExp.prototype.test = () => true; RegExp.prototype.exec = () => ['x']; return 1; }, name: 'bob' }; }`,
        `expect(profile()).toMatchObject({ id: 1, name: expect.stringMatching(/^alice$/) })`,
      ],
      [
        'a toJSON the matcher reads replaces String.prototype.includes, against expect.stringContaining',
        `function profile() { return { name: 'bob', get toJSON() { String.prototype.includes = () => true; String.prototype.indexOf = () => 0; return undefined; } }; }`,
        `expect(profile()).toEqual({ name: expect.stringContaining('alice'), toJSON: undefined })`,
      ],
      [
        "an element's asymmetricMatch (answering nothing) replaces Set.prototype.has, against toEqual of the next one",
        `class Probe { asymmetricMatch() { Set.prototype.has = () => true; } }
         function f() { return [new Set([9]), new Probe()]; }`,
        `expect(f()).toEqual([new Set([1]), {}])`,
      ],
      [
        'a returned object whose asymmetricMatch always agrees, against toEqual',
        `function f() { return { asymmetricMatch: () => true }; }`,
        `expect(f()).toEqual(42)`,
      ],
      [
        'expect.anything() returned by the code, against toEqual',
        `function f() { return expect.anything(); }`,
        `expect(f()).toEqual(42)`,
      ],
      [
        'a returned Set whose own iterator yields other values than it holds, against toEqual',
        `function f() { const s = new Set([7, 8, 9]); const values = Set.prototype.values;
           s[Symbol.iterator] = function () { return values.call(new Set([1, 2, 3])); };
           return s; }`,
        `expect(f()).toEqual(new Set([1, 2, 3]))`,
      ],
      [
        'a returned Map whose own iterator yields other entries than it holds, against toEqual',
        `function f() { const m = new Map([['a', 9]]); const entries = Map.prototype.entries;
           m[Symbol.iterator] = function () { return entries.call(new Map([['a', 1]])); };
           return m; }`,
        `expect(f()).toEqual(new Map([['a', 1]]))`,
      ],
      [
        "Array.prototype.hasOwnProperty added over Object.prototype's, against the test file calling it",
        `function f() { return {}; } Array.prototype.hasOwnProperty = () => true;`,
        `expect([f()].hasOwnProperty('length') && [].hasOwnProperty('x')).toBe(true)`,
      ],
      [
        'a watched slot replaced and made unchangeable',
        `function f() { return [1]; } Object.defineProperty(Array.prototype, 'includes', { value: () => true, configurable: false, writable: false });`,
        `expect(f()).toContain(5)`,
      ],
    ] as const
  ).map(([name, code, assertion]): [string, string, string, number] => [
    name,
    code,
    `test('one', () => { ${assertion}; });`,
    1,
  ]),
];

describe('built-ins the hidden tests call are those of before the code ran', () => {
  it.each(ATTACKS)('%s', async (_name, code, tests, count = 2) => {
    const result = await run(code, tests);
    expectHeld(result, count);
    expect(result.passed, JSON.stringify(result.results)).toBeLessThan(result.total);
  });
});

describe('what the learner and the tests may still do', () => {
  it('an answer that adds a method to Array.prototype (array-reduce) passes', async () => {
    const code = `Array.prototype.myReduce = function (fn, init) { let acc = init; for (let i = 0; i < this.length; i++) acc = fn(acc, this[i], i, this); return acc; };`;
    const tests = `test('sums', () => { expect([1, 2, 3].myReduce((a, b) => a + b, 0)).toBe(6); });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it("the tests' own asymmetric matchers still match, whichever way they are made", async () => {
    const code = `function make() { return { id: 7, name: 'bob', tags: ['a', 'b'] }; }`;
    const tests = `expect.extend({ toBeTiny(x) { return { pass: x < 10, message: () => 'tiny' }; } });
    test('matches', () => {
      class Above { constructor(n) { this.n = n; } asymmetricMatch(x) { return x > this.n; } }
      const big = { asymmetricMatch: (x) => x > 5 };
      expect(make()).toEqual({ id: expect.any(Number), name: expect.stringMatching(/^b/), tags: expect.arrayContaining(['a']) });
      expect(make()).toEqual(expect.objectContaining({ id: big, name: expect.not.stringContaining('x') }));
      expect(make()).toEqual({ id: new Above(6), name: expect.anything(), tags: ['a', 'b'] });
      expect(make()).toMatchObject({ id: expect.toBeTiny() });
      expect([make()]).toContainEqual(expect.objectContaining({ id: 7 }));
    });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it("the code's asymmetric-looking value is compared as an object", async () => {
    const code = `function make() { return { asymmetricMatch: () => true }; }`;
    const tests = `test('compares', () => { expect(make()).toEqual({ asymmetricMatch: expect.any(Function) }); expect(make()).not.toEqual(1); });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it('a test that forbids Array.prototype.sort still stops the code using it', async () => {
    const code = `function sorted(list) { return list.slice().sort((a, b) => a - b); }`;
    const tests = `test('does not use sort', () => {
      const original = Array.prototype.sort;
      Array.prototype.sort = function () { throw new Error('sort is not allowed'); };
      try { expect(() => sorted([3, 1, 2])).toThrow('sort is not allowed'); } finally { Array.prototype.sort = original; }
      expect([3, 1, 2].sort()).toEqual([1, 2, 3]);
    });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it('a spy the test puts on a built-in is the one the test reads', async () => {
    const code = `function roll() { return Math.floor(Math.random() * 6) + 1; }`;
    const tests = `test('rolls', () => {
      const spy = jest.spyOn(Math, 'random').mockReturnValue(0.5);
      expect(roll()).toBe(4);
      expect(Math.random).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it("a Proxy's get trap still answers the tests' reads and calls", async () => {
    const code = `function observed(log) { return new Proxy([], { get(target, key, receiver) {
      if (key === 'push') return (...items) => { log.push(items.length); return target.push(...items); };
      return Reflect.get(target, key, receiver); } }); }`;
    const tests = `test('observes', () => {
      const log = [];
      const list = observed(log);
      list.push(1, 2);
      expect(log).toEqual([2]);
      expect(list.length).toBe(2);
    });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it("the learner's own prototype chains can still be set (implement-new)", async () => {
    const code = `function make(proto) { const o = {}; Object.setPrototypeOf(o, proto); return o; }`;
    const tests = `test('links', () => { const p = { hi: () => 'hi' }; expect(make(p).hi()).toBe('hi'); });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it('the test file may destructure arrays in loops, declarations and spreads as before', async () => {
    const code = `function pairs(n) { return Array.from({ length: n }, (_, i) => [i, i * 2]); }
      function* digits() { yield 1; yield 2; yield 3; }`;
    const tests = `test('destructures', () => {
      let total = 0;
      for (const [i, twice] of pairs(3)) total += twice - i;
      function sum([a, b]) { return a + b; }
      expect(total).toBe(3);
      expect(pairs(2).map(sum)).toEqual([0, 3]);
      expect(String(...[pairs(1)])).toBe('0,0');
      expect(new Set(...[digits()]).size).toBe(3);
      const [[x, y], ...rest] = pairs(3);
      expect([x, y, rest.length]).toEqual([0, 0, 2]);
    });`;
    const result = await run(code, tests);
    expect(verdictOf(result), JSON.stringify(result)).toBe('success');
  });

  it('a test file destructuring an array where the judge cannot guard it is refused with a message for its author', async () => {
    const tests = `test('one', () => {\n  class A { m([a]) { return a; } }\n  expect(new A().m([f()])).toBe(1);\n});`;
    const result = await run(`function f() { return 1; }`, tests);
    expect(verdictOf(result)).not.toBe('success');
    // where the author wrote it: line 2, column 15
    expect(result.errorMessage).toContain("destructures an array in a method's parameters (at solution.test.js:2:15)");
  });

  it('a missing method still reads like the platform says it', async () => {
    const code = `function make() { return {}; }`;
    const tests = `test('calls', () => { make().start(); });`;
    const result = await run(code, tests);
    expect(at(result.results, 0).error).toContain('.start is not a function');
  });
});
