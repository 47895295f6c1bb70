// Jest's matcher libraries as the harness bundles them (rewrite-library.ts): their reads and
// calls through the trusted names, their built-in globals bound when they load, and the one
// line that decides what counts as an asymmetric matcher.
import { describe, expect, it } from 'vitest';
import { onlyTestsMatchers, rewriteLibrary } from './rewrite-library';

describe('rewriteLibrary', () => {
  it("routes a matcher's member calls and loops through the trusted names", () => {
    const out = rewriteLibrary('function f(a, b) { for (const v of a) if (!b.has(v)) return false; return true; }');
    expect(out).toContain('__judge$iter(a)');
    expect(out).toContain('__judge$call(b, "has", "b.has")(v)');
  });

  it('binds the built-in globals when the library loads, and keeps its own array patterns', () => {
    const out = rewriteLibrary('class A { m([a]) { return Object.keys(a); } }');
    expect(out).toMatch(/^var \{Object,Function,Array,/);
    expect(out).toContain('__judge$call(Object, "keys", "Object.keys")(a)');
  });

  it("asks the tests' registry before treating a value as an asymmetric matcher", () => {
    const code = "function isAsymmetric(obj) {\n  return !!obj && isA('Function', obj.asymmetricMatch);\n}";
    expect(onlyTestsMatchers(code)).toContain('&& __judge$testsMatcher(obj);');
    expect(() => onlyTestsMatchers('function isAsymmetric(obj) { return true; }')).toThrow('no longer has');
  });
});
