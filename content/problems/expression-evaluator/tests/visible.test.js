describe('evaluate', () => {
  test('numbers, addition and subtraction', () => {
    expect(evaluate('42')).toBe(42);
    expect(evaluate('1 + 2 - 3')).toBe(0);
    expect(evaluate('3.5 + 1.25')).toBe(4.75);
  });

  test('multiplication, division and remainder bind tighter', () => {
    expect(evaluate('2 + 3 * 4')).toBe(14);
    expect(evaluate('10 - 6 / 2')).toBe(7);
    expect(evaluate('7 % 4 * 2')).toBe(6);
  });

  test('parentheses', () => {
    expect(evaluate('(2 + 3) * 4')).toBe(20);
    expect(evaluate('((1))')).toBe(1);
  });

  test('unary minus', () => {
    expect(evaluate('-3 + 5')).toBe(2);
    expect(evaluate('2 * -3')).toBe(-6);
    expect(evaluate('-(2 + 3)')).toBe(-5);
  });

  test('operators of the same level are left-associative', () => {
    expect(evaluate('10 - 4 - 3')).toBe(3);
    expect(evaluate('100 / 10 / 5')).toBe(2);
  });

  test('malformed input throws a SyntaxError', () => {
    expect(() => evaluate('1 +')).toThrow(SyntaxError);
    expect(() => evaluate('(1')).toThrow(SyntaxError);
    expect(() => evaluate('2 * / 3')).toThrow(SyntaxError);
  });
});
