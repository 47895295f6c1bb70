describe('isValidParentheses', () => {
  test('pairs side by side', () => {
    expect(isValidParentheses('()[]{}')).toBe(true);
  });

  test('nested pairs', () => {
    expect(isValidParentheses('{[()]}')).toBe(true);
  });

  test('crossed brackets are invalid', () => {
    expect(isValidParentheses('([)]')).toBe(false);
  });

  test('unclosed brackets are invalid', () => {
    expect(isValidParentheses('((')).toBe(false);
  });

  test('other characters are ignored', () => {
    expect(isValidParentheses('if (a[0]) { run(); }')).toBe(true);
  });

  test('the empty string and strings without brackets are valid', () => {
    expect(isValidParentheses('')).toBe(true);
    expect(isValidParentheses('hello world <div>')).toBe(true);
  });

  test('a closing bracket with nothing open is invalid', () => {
    expect(isValidParentheses(')')).toBe(false);
    expect(isValidParentheses('())(')).toBe(false);
    expect(isValidParentheses('}{')).toBe(false);
  });

  test('more crossed brackets', () => {
    expect(isValidParentheses('[(])')).toBe(false);
    expect(isValidParentheses('{(})')).toBe(false);
    expect(isValidParentheses('(([]){)}')).toBe(false);
  });

  test('a bracket closed by the wrong type is invalid', () => {
    expect(isValidParentheses('(]')).toBe(false);
    expect(isValidParentheses('{)')).toBe(false);
    expect(isValidParentheses('[}')).toBe(false);
  });

  test('an opener left at the end is invalid', () => {
    expect(isValidParentheses('()[]{')).toBe(false);
    expect(isValidParentheses('{[]')).toBe(false);
  });

  test('crossing hidden among other characters', () => {
    expect(isValidParentheses('const x = { a: [1, 2) };')).toBe(false);
    expect(isValidParentheses('fn(arr[i], { k: v })')).toBe(true);
  });

  test('returns real booleans', () => {
    expect(isValidParentheses('[]')).toBe(true);
    expect(isValidParentheses('[')).toBe(false);
  });

  test('a long valid snippet', () => {
    const snippet = 'function f(a) { return [a, (b) => { return b[0]; }]; }\n';
    expect(isValidParentheses(snippet.repeat(2000))).toBe(true);
    expect(isValidParentheses(snippet.repeat(2000) + '}')).toBe(false);
  });

  test('deep nesting in linear time', () => {
    const depth = 100000;
    const deep = '({['.repeat(depth / 3 | 0) + ']})'.repeat(depth / 3 | 0);
    expect(isValidParentheses('('.repeat(depth) + ')'.repeat(depth))).toBe(true);
    expect(isValidParentheses(deep)).toBe(true);
    expect(isValidParentheses('('.repeat(depth) + ')'.repeat(depth - 1) + ']')).toBe(false);
    expect(isValidParentheses('x'.repeat(500000) + '[' + '()'.repeat(200000) + ']')).toBe(true);
  });
});
