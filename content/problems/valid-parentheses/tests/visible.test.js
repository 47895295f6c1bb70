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
});
