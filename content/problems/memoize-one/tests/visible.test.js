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
});
