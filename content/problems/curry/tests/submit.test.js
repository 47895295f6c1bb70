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

  test('partial applications can be reused and do not leak into each other', () => {
    const curried = curry(sum3);
    const add1 = curried(1);
    const add1and2 = add1(2);
    expect(add1(10)(20)).toBe(31);
    expect(add1and2(3)).toBe(6);
    expect(add1and2(100)).toBe(103);
    expect(curried(100)(1)(1)).toBe(102);
    expect(add1(2)(3)).toBe(6);
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

  test('calls without arguments do not count', () => {
    const curried = curry(sum3);
    expect(typeof curried()).toBe('function');
    expect(curried()(1)()(2, 3)).toBe(6);
  });

  test('extra arguments are passed through', () => {
    const all = curry(function (a, b) {
      return Array.from(arguments);
    });
    expect(all(1)(2, 3, 4)).toEqual([1, 2, 3, 4]);
    expect(all(1, 2, 3)).toEqual([1, 2, 3]);
  });

  test('undefined is a real argument', () => {
    const curried = curry((a, b, c) => [a, b, c]);
    expect(curried(undefined)(2)(undefined)).toEqual([undefined, 2, undefined]);
  });

  test('uses fn.length, so defaults and rest parameters are not waited for', () => {
    const withDefault = curry((a, b = 10) => a + b);
    expect(withDefault(5)).toBe(15);
    const withRest = curry((a, ...rest) => [a, rest]);
    expect(withRest(1)).toEqual([1, []]);
  });

  test('a function without parameters is called on the first call', () => {
    expect(curry(() => 'done')()).toBe('done');
  });

  test('works for a one-parameter function', () => {
    const double = curry((x) => x * 2);
    expect(double(21)).toBe(42);
  });

  test('returns whatever fn returns', () => {
    const obj = { ok: true };
    expect(curry((a, b) => obj)(1)(2)).toBe(obj);
  });
});
