describe('compose and pipe', () => {
  const inc = (n) => n + 1;
  const double = (n) => n * 2;
  const square = (n) => n * n;

  test('pipe runs the functions from left to right', () => {
    expect(pipe(inc, double)(5)).toBe(12);
    expect(pipe(inc, double, square)(1)).toBe(16);
  });

  test('compose runs the functions from right to left', () => {
    expect(compose(inc, double)(5)).toBe(11);
    expect(compose(inc, double, square)(3)).toBe(19);
  });

  test('the first function to run receives all the arguments', () => {
    const add = (a, b, c) => a + b + c;
    expect(pipe(add, double)(1, 2, 3)).toBe(12);
    expect(compose(double, add)(1, 2, 3)).toBe(12);
  });

  test('with one function it behaves like that function', () => {
    expect(pipe(double)(4)).toBe(8);
    expect(compose(double)(4)).toBe(8);
  });

  test('with no functions it returns its first argument', () => {
    const obj = { a: 1 };
    expect(pipe()(obj)).toBe(obj);
    expect(compose()(42)).toBe(42);
  });
});
