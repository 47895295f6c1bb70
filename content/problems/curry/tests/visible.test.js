describe('curry', () => {
  const sum3 = (a, b, c) => a + b + c;

  test('one argument per call', () => {
    expect(curry(sum3)(1)(2)(3)).toBe(6);
  });

  test('any grouping of the arguments', () => {
    const curried = curry(sum3);
    expect(curried(1, 2)(3)).toBe(6);
    expect(curried(1)(2, 3)).toBe(6);
    expect(curried(1, 2, 3)).toBe(6);
  });

  test('returns a function until enough arguments are given', () => {
    const curried = curry(sum3);
    expect(typeof curried).toBe('function');
    expect(typeof curried(1)).toBe('function');
    expect(typeof curried(1)(2)).toBe('function');
  });

  test('partial applications can be reused', () => {
    const add1 = curry(sum3)(1);
    expect(add1(2)(3)).toBe(6);
    expect(add1(10)(20)).toBe(31);
  });

  test('calls fn only once all arguments are there', () => {
    let calls = 0;
    const curried = curry((a, b) => {
      calls += 1;
      return [a, b];
    });
    const partial = curried('x');
    expect(calls).toBe(0);
    expect(partial('y')).toEqual(['x', 'y']);
    expect(calls).toBe(1);
  });
});
