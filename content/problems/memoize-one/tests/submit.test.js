describe('memoizeOne', () => {
  test('returns the cached result for the same arguments', () => {
    const add = jest.fn((a, b) => a + b);
    const memoAdd = memoizeOne(add);
    expect(memoAdd(1, 2)).toBe(3);
    expect(memoAdd(1, 2)).toBe(3);
    expect(add).toHaveBeenCalledTimes(1);
  });

  test('remembers only the last call', () => {
    const double = jest.fn((x) => x * 2);
    const memo = memoizeOne(double);
    memo(1);
    memo(2);
    expect(memo(1)).toBe(2);
    expect(double).toHaveBeenCalledTimes(3);
    expect(memo(1)).toBe(2);
    expect(double).toHaveBeenCalledTimes(3);
  });

  test('a different number of arguments is a different call', () => {
    const fn = jest.fn((...args) => args.length);
    const memo = memoizeOne(fn);
    expect(memo(1)).toBe(1);
    expect(memo(1, undefined)).toBe(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('passes this through and recomputes when it changes', () => {
    const getName = jest.fn(function (greeting) {
      return `${greeting}, ${this.name}`;
    });
    const memo = memoizeOne(getName);
    const alice = { name: 'Alice', greet: memo };
    const bob = { name: 'Bob', greet: memo };
    expect(alice.greet('Hi')).toBe('Hi, Alice');
    expect(alice.greet('Hi')).toBe('Hi, Alice');
    expect(bob.greet('Hi')).toBe('Hi, Bob');
    expect(getName).toHaveBeenCalledTimes(2);
  });

  test('a custom equality function compares the argument lists', () => {
    const fn = jest.fn((user) => user.name.toUpperCase());
    const sameJson = (newArgs, lastArgs) => JSON.stringify(newArgs) === JSON.stringify(lastArgs);
    const memo = memoizeOne(fn, sameJson);
    expect(memo({ name: 'ann' })).toBe('ANN');
    expect(memo({ name: 'ann' })).toBe('ANN');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(memo({ name: 'bo' })).toBe('BO');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('arguments are compared with Object.is', () => {
    const fn = jest.fn((x) => String(x));
    const memo = memoizeOne(fn);
    memo(NaN);
    memo(NaN);
    expect(fn).toHaveBeenCalledTimes(1);
    memo(0);
    memo(-0);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  test('objects are compared by reference by default', () => {
    const fn = jest.fn((o) => o.v);
    const memo = memoizeOne(fn);
    const obj = { v: 1 };
    memo(obj);
    memo(obj);
    memo({ v: 1 });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('an undefined result is cached too', () => {
    const fn = jest.fn(() => undefined);
    const memo = memoizeOne(fn);
    memo('x');
    memo('x');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('a function without arguments runs once', () => {
    const fn = jest.fn(() => ({}));
    const memo = memoizeOne(fn);
    expect(memo()).toBe(memo());
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('a throwing call is not cached and keeps the previous result', () => {
    const fn = jest.fn((x) => {
      if (x < 0) throw new Error('negative');
      return x * 10;
    });
    const memo = memoizeOne(fn);
    expect(memo(1)).toBe(10);
    expect(() => memo(-1)).toThrow('negative');
    expect(memo(1)).toBe(10);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(() => memo(-1)).toThrow('negative');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  test('clear() forgets the cached call', () => {
    const fn = jest.fn((x) => x);
    const memo = memoizeOne(fn);
    memo(5);
    memo.clear();
    memo(5);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('the equality function gets (newArgs, lastArgs) and is not called the first time', () => {
    const isEqual = jest.fn(() => true);
    const memo = memoizeOne((a) => a, isEqual);
    expect(memo('first')).toBe('first');
    expect(isEqual).not.toHaveBeenCalled();
    expect(memo('second')).toBe('first');
    expect(isEqual).toHaveBeenCalledWith(['second'], ['first']);
  });

  test('a custom equality function still requires the same this', () => {
    const fn = jest.fn(function () {
      return this.id;
    });
    const memo = memoizeOne(fn, () => true);
    expect(memo.call({ id: 1 })).toBe(1);
    expect(memo.call({ id: 2 })).toBe(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('memoized functions do not share a cache', () => {
    const fn = jest.fn((x) => x + 1);
    const first = memoizeOne(fn);
    const second = memoizeOne(fn);
    first(1);
    second(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
