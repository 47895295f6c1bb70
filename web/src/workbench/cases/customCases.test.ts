import { describe, expect, it } from 'vitest';
import { caseProblem, customResultName, customTestCode, entryName, testBodyOf } from './customCases';

describe('custom cases', () => {
  it('finds the function a starter declares', () => {
    expect(entryName('/** doc */\nfunction flatten(array, depth = 1) {\n}')).toBe('flatten');
    expect(entryName('export async function fetchAll(urls) {}')).toBe('fetchAll');
    expect(entryName('const curry = (fn) => {};')).toBe('curry');
    expect(entryName('const sum: (a: number) => number = (a) => a;')).toBe('sum');
    expect(entryName('// nothing here')).toBeNull();
  });

  it('checks a case as the server does', () => {
    expect(caseProblem({ kind: 'args', args: '[1, 2]', expected: '3' })).toBeNull();
    expect(caseProblem({ kind: 'args', args: '1, 2', expected: '3' })).toBe('args');
    expect(caseProblem({ kind: 'args', args: '{"a": 1}', expected: '3' })).toBe('args');
    expect(caseProblem({ kind: 'args', args: '[]', expected: 'three' })).toBe('expected');
    expect(caseProblem({ kind: 'test', body: '  ' })).toBe('emptyTest');
    expect(caseProblem({ kind: 'test', body: '字'.repeat(1400) })).toBe('tooLarge');
  });

  it('turns cases into one describe block after the visible tests, leaving out broken ones', () => {
    const code = customTestCode(
      [
        { kind: 'args', args: '[[1, [2]], 1]', expected: '[1, 2]' },
        { kind: 'args', args: 'oops', expected: '1' },
        { kind: 'test', body: 'expect(flatten([])).toEqual([]);' },
      ],
      'flatten',
    );
    expect(code).toContain('describe("custom cases", () => {');
    expect(code).toContain('test("#1 flatten([1, [2]], 1)", async () => {');
    expect(code).toContain('expect(await flatten(...[[1, [2]], 1])).toEqual([1, 2]);');
    expect(code).not.toContain('oops');
    expect(code).toContain('test("#3 expect(flatten([])).toEqual([]);", async () => {');
    expect(customTestCode([], 'flatten')).toBe('');
    // without a function to call, only tests run
    expect(customTestCode([{ kind: 'args', args: '[1]', expected: '1' }], null)).toBe('');
  });

  it('tells the learner’s results from the visible ones', () => {
    expect(customResultName('custom cases › #1 flatten([1])')).toBe('#1 flatten([1])');
    expect(customResultName('flatten › keeps order')).toBeNull();
  });

  it('copies a visible test’s body by its title', () => {
    const source = `describe('flatten', () => {
  test('keeps { braces } in "strings"', () => {
    const s = '}'; // a } in a comment
    expect(flatten([s, \`\${'}'}\`])).toEqual(['}', '}']);
  });
  it("works with it", function () {
    expect(1).toBe(1);
  });
});`;
    expect(testBodyOf(source, 'flatten › keeps { braces } in "strings"')).toBe(
      "const s = '}'; // a } in a comment\nexpect(flatten([s, `${'}'}`])).toEqual(['}', '}']);",
    );
    expect(testBodyOf(source, 'flatten › works with it')).toBe('expect(1).toBe(1);');
    expect(testBodyOf(source, 'flatten › not there')).toBeNull();
  });
});
