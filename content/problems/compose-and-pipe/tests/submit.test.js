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
    expect(pipe()(1, 2)).toBe(1);
  });

  test('the example from the statement', () => {
    const slugify = pipe(
      (title, separator = '-') => title.trim().toLowerCase().split(/\s+/).join(separator),
      (slug) => slug.replace(/[^a-z0-9-_]/g, ''),
    );
    expect(slugify('  Hello World! ')).toBe('hello-world');
    expect(slugify('Hello World', '_')).toBe('hello_world');
  });

  test('later functions receive only the previous result', () => {
    const first = jest.fn((a, b) => a + b);
    const second = jest.fn((x) => x * 10);
    const third = jest.fn((x) => x - 1);
    expect(pipe(first, second, third)(2, 3, 'extra')).toBe(49);
    expect(first).toHaveBeenCalledWith(2, 3, 'extra');
    expect(second.mock.calls).toEqual([[5]]);
    expect(third.mock.calls).toEqual([[50]]);
    const last = jest.fn((a, b) => a * b);
    const outer = jest.fn((x) => x + 1);
    expect(compose(outer, last)(4, 5)).toBe(21);
    expect(last).toHaveBeenCalledWith(4, 5);
    expect(outer.mock.calls).toEqual([[20]]);
  });

  test('calls each function once per call, in order', () => {
    const order = [];
    const step = (name) => (x) => {
      order.push(name);
      return x;
    };
    pipe(step('a'), step('b'), step('c'))(0);
    compose(step('x'), step('y'), step('z'))(0);
    expect(order).toEqual(['a', 'b', 'c', 'z', 'y', 'x']);
  });

  test('passes the same this to every function', () => {
    const seen = [];
    function record(x) {
      seen.push(this);
      return x + this.step;
    }
    const counter = { step: 3, viaPipe: pipe(record, record), viaCompose: compose(record, record, record) };
    expect(counter.viaPipe(0)).toBe(6);
    expect(counter.viaCompose(1)).toBe(10);
    expect(seen).toHaveLength(5);
    expect(seen.every((self) => self === counter)).toBe(true);
  });

  test('passes this to a single function and through call/apply', () => {
    function getName() {
      return this.name;
    }
    const ctx = { name: 'ctx' };
    expect(pipe(getName).call(ctx)).toBe('ctx');
    expect(compose((s) => s.toUpperCase(), getName).apply(ctx, [])).toBe('CTX');
  });

  test('does nothing until called, and can be called many times', () => {
    const fn = jest.fn(inc);
    const piped = pipe(fn, double);
    const composed = compose(double, fn);
    expect(fn).not.toHaveBeenCalled();
    expect(piped(1)).toBe(4);
    expect(piped(2)).toBe(6);
    expect(composed(3)).toBe(8);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  test('throws a TypeError right away when an argument is not a function', () => {
    expect(() => pipe(inc, 'not a function')).toThrow(TypeError);
    expect(() => compose(inc, null)).toThrow(TypeError);
    expect(() => pipe(undefined)).toThrow(TypeError);
    expect(() => compose({})).toThrow(TypeError);
  });

  test('errors thrown by a step reach the caller', () => {
    const boom = () => {
      throw new Error('boom');
    };
    const after = jest.fn();
    expect(() => pipe(inc, boom, after)(1)).toThrow('boom');
    expect(after).not.toHaveBeenCalled();
    expect(() => compose(after, boom)(1)).toThrow('boom');
  });

  test('falsy intermediate results are passed on', () => {
    expect(pipe(() => 0, (x) => x === 0)()).toBe(true);
    expect(compose((x) => x === undefined, () => undefined)('a')).toBe(true);
    expect(pipe(() => null, (x) => x)(5)).toBeNull();
  });

  test('does not keep a reference to a list the caller can change', () => {
    const fns = [inc, double];
    const piped = pipe(...fns);
    const composed = compose(...fns);
    fns.reverse();
    expect(piped(1)).toBe(4);
    expect(composed(1)).toBe(3);
  });

  test('pipe and compose of the same functions are mirror images', () => {
    const fns = [inc, double, square, (n) => n - 3];
    for (let x = -3; x <= 3; x++) {
      expect(pipe(...fns)(x)).toBe(compose(...fns.slice().reverse())(x));
    }
  });

  test('handles a long chain', () => {
    const many = Array.from({ length: 5000 }, () => inc);
    expect(pipe(...many)(0)).toBe(5000);
    expect(compose(...many)(10)).toBe(5010);
  });
});
