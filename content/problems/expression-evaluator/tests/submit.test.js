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

  test('repeated unary minus', () => {
    expect(evaluate('--3')).toBe(3);
    expect(evaluate('2--3')).toBe(5);
    expect(evaluate('- - -1')).toBe(-1);
  });

  test('any whitespace between tokens', () => {
    expect(evaluate(' \t1+\n2 *3 ')).toBe(7);
    expect(evaluate('(1+2)*(3+4)')).toBe(21);
  });

  test('remainder follows JavaScript, and unary minus binds tighter', () => {
    expect(evaluate('-7 % 3')).toBe(-1);
    expect(evaluate('7 % -3')).toBe(1);
    expect(evaluate('-2 * 3 - -4')).toBe(-2);
  });

  test('mixed precedence and nesting', () => {
    expect(evaluate('2 * (3 + 4) - 10 / (1 + 4) % 3')).toBe(12);
    expect(evaluate('((2 + 3) * (4 - 1)) / -(1 + 2)')).toBe(-5);
    expect(evaluate('0.1 + 0.2')).toBeCloseTo(0.3);
  });

  test('unknown characters throw a SyntaxError naming the position', () => {
    expect(() => evaluate('2 ^ 3')).toThrow(SyntaxError);
    expect(() => evaluate('2 ^ 3')).toThrow(/position 2/);
    expect(() => evaluate('abc')).toThrow(SyntaxError);
    expect(() => evaluate('1 + x')).toThrow(/position 4/);
  });

  test('an unexpected token names its position, a missing one says end of input', () => {
    expect(() => evaluate('1 + )')).toThrow(/position 4/);
    expect(() => evaluate('(1 + 2')).toThrow(/end of input/);
    expect(() => evaluate('')).toThrow(SyntaxError);
    expect(() => evaluate('   ')).toThrow(/end of input/);
  });

  test('leftover tokens are an error', () => {
    expect(() => evaluate('1 2')).toThrow(SyntaxError);
    expect(() => evaluate('(1)(2)')).toThrow(SyntaxError);
    expect(() => evaluate('3)')).toThrow(/position 1/);
  });

  test('malformed numbers and operators are errors', () => {
    for (const bad of ['5.', '.5', '1.2.3', '+1', '1 * * 2', '()', '1 +* 2']) {
      expect(() => evaluate(bad)).toThrow(SyntaxError);
    }
  });

  test('division or remainder by zero throws a RangeError', () => {
    expect(() => evaluate('1 / 0')).toThrow(RangeError);
    expect(() => evaluate('5 % (3 - 3)')).toThrow(RangeError);
    expect(evaluate('0 / 5')).toBe(0);
  });

  test('long and deeply nested expressions', () => {
    expect(evaluate(Array(5000).fill('1').join(' + '))).toBe(5000);
    expect(evaluate('('.repeat(300) + '7' + ')'.repeat(300))).toBe(7);
    expect(evaluate(Array(1000).fill('2').join(' - '))).toBe(2 - 999 * 2);
  });

  test('does not use eval or Function', () => {
    const realEval = globalThis.eval;
    const RealFunction = globalThis.Function;
    let results;
    try {
      globalThis.eval = () => {
        throw new Error('eval is not allowed');
      };
      globalThis.Function = function () {
        throw new Error('Function is not allowed');
      };
      results = [evaluate('1 + 2 * 3'), evaluate('-(4 - 10) / 3')];
    } finally {
      globalThis.eval = realEval;
      globalThis.Function = RealFunction;
    }
    expect(results).toEqual([7, 2]);
  });
});
