// The hidden test file's rewrite: the shapes of array destructuring it guards, and those it
// refuses with a message for the problem's author (trusted-access.ts says why).
import { describe, expect, it } from 'vitest';
import { rewriteTestFile } from './rewrite-tests';

describe('rewriteTestFile', () => {
  it.each([
    ['a method', 'class A { m([a]) { return a; } }', "in a method's parameters (at solution.test.js:1:13)"],
    [
      'an object literal method',
      'const o = {\n m([a]) { return a; } };',
      "in a method's parameters (at solution.test.js:2:4)",
    ],
    ['a setter', 'const o = { set v([a]) {} };', "in a method's parameters"],
    ['a catch clause', 'try { f(); } catch ([a]) {}', "in a catch clause's parameter"],
    ['an object pattern', 'const { x: [a] } = o;', 'inside an object pattern'],
    ['an object pattern in a parameter', 'const f = ({ x: [a] }) => a;', 'inside an object pattern'],
    ['an object pattern in a loop', 'for (const { x: [a] } of list) g(a);', 'inside an object pattern'],
  ])('refuses an array pattern in %s', (_where, code, message) => {
    expect(() => rewriteTestFile(code)).toThrow(message);
  });

  it('guards the shapes it can: loops, declarations, nested patterns, spreads into built-ins', () => {
    const out = rewriteTestFile(
      'for (const [a, b] of list) g(a, b);\nfunction check([a]) { return a; }\nconst [[x], y] = pairs;\nString(...parts);',
    );
    expect(out).toContain('__judge$iter(list, true)');
    expect(out).toContain('check = __judge$guard(check);');
    expect(out).toContain('__judge$iter(pairs, true)');
    expect(out).toContain('__judge$settle(__judge$iter(parts))');
    // the lines stay where they were
    const lines = out.split('\n');
    expect(lines[1]).toMatch(/^function check/);
    expect(lines[3]).toMatch(/^String\(/);
  });

  it.each([
    [
      'destructured',
      'const { any } = expect;\ntest("t", () => expect(1).toEqual(any(Number)));',
      'solution.test.js:1:17',
    ],
    ['handed on', 'const check = (e) => e(1).toBe(1);\ncheck(expect);', 'solution.test.js:2:7'],
    ['a matcher read without a call', 'const any = expect.any;', 'solution.test.js:1:13'],
    ['a negated matcher read without a call', 'const c = expect.not.stringContaining;', 'solution.test.js:1:11'],
  ])('refuses expect %s: its asymmetric matchers count only when called on expect', (_how, code, at) => {
    expect(() => rewriteTestFile(code)).toThrow(`uses expect other than as expect(…) or expect.<name>(…) (at ${at})`);
  });

  it('takes expect as the tests use it', () => {
    const file = [
      'expect.assertions(1);',
      'expect.extend({ toBeOne: (x) => ({ pass: x === 1, message: () => "" }) });',
      'test("t", () => { expect([1]).toEqual([expect.any(Number)]); expect("a").toEqual(expect.not.stringContaining("b")); });',
      'const helpers = { expect: 1 }; helpers.expect;',
      'expect.constructor.constructor("return 1");',
    ].join('\n');
    expect(() => rewriteTestFile(file)).not.toThrow();
  });

  it('leaves a loop without a pattern to the plain iteration', () => {
    expect(rewriteTestFile('for (const a of list) g(a);')).toContain('__judge$iter(list))');
  });
});
