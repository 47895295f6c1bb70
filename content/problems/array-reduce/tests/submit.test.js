describe('Array.prototype.myReduce', () => {
  test('sums with an initial value', () => {
    expect([1, 2, 3].myReduce((sum, n) => sum + n, 0)).toBe(6);
  });

  test('uses the first element when there is no initial value', () => {
    expect([[1, 2], [3], [4]].myReduce((flat, part) => flat.concat(part))).toEqual([1, 2, 3, 4]);
  });

  test('passes the index and the array', () => {
    const array = ['a', 'b', 'c'];
    const seen = [];
    array.myReduce((acc, value, index, whole) => {
      seen.push([value, index, whole === array]);
      return acc;
    }, null);
    expect(seen).toEqual([['a', 0, true], ['b', 1, true], ['c', 2, true]]);
  });

  test('throws a TypeError for an empty array without an initial value', () => {
    expect(() => [].myReduce((a, b) => a + b)).toThrow(TypeError);
  });

  test('returns the initial value for an empty array', () => {
    expect([].myReduce((a, b) => a + b, 'start')).toBe('start');
  });

  test('builds an object keyed by id', () => {
    const users = [{ id: 'u1', name: 'Ana' }, { id: 'u2', name: 'Bo' }];
    expect(users.myReduce((byId, user) => ({ ...byId, [user.id]: user.name }), {})).toEqual({ u1: 'Ana', u2: 'Bo' });
  });

  test('an explicit undefined initial value is an initial value', () => {
    const calls = [];
    const result = [1, 2].myReduce((acc, n, i) => {
      calls.push([acc, n, i]);
      return n;
    }, undefined);
    expect(calls).toEqual([[undefined, 1, 0], [1, 2, 1]]);
    expect(result).toBe(2);
  });

  test('without an initial value the first call starts at index 1', () => {
    const indexes = [];
    [10, 20, 30].myReduce((acc, n, i) => {
      indexes.push(i);
      return acc + n;
    });
    expect(indexes).toEqual([1, 2]);
  });

  test('a single element without an initial value is returned without a call', () => {
    const fn = jest.fn();
    expect([42].myReduce(fn)).toBe(42);
    expect(fn).not.toHaveBeenCalled();
  });

  test('skips holes', () => {
    const indexes = [];
    // eslint-disable-next-line no-sparse-arrays
    const sum = [1, , 3, , 5].myReduce((acc, n, i) => {
      indexes.push(i);
      return acc + n;
    }, 0);
    expect(sum).toBe(9);
    expect(indexes).toEqual([0, 2, 4]);
  });

  test('a leading hole is skipped when seeding', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect([, , 2, 3].myReduce((a, b) => a * b)).toBe(6);
  });

  test('an array of holes without an initial value throws', () => {
    expect(() => new Array(3).myReduce((a, b) => a + b)).toThrow(TypeError);
  });

  test('elements holding undefined are visited', () => {
    const fn = jest.fn((acc) => acc + 1);
    expect([undefined, undefined].myReduce(fn, 0)).toBe(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('a callback that is not a function throws a TypeError', () => {
    expect(() => [1, 2].myReduce('nope', 0)).toThrow(TypeError);
  });

  test('elements pushed during the walk are not visited', () => {
    const array = [1, 2, 3];
    const sum = array.myReduce((acc, n, i, whole) => {
      if (i === 0) whole.push(100);
      return acc + n;
    }, 0);
    expect(sum).toBe(6);
  });

  test('does not call the built-in reduce', () => {
    const builtIn = Array.prototype.reduce;
    Array.prototype.reduce = () => {
      throw new Error('the built-in reduce was called');
    };
    try {
      expect([1, 2, 3, 4].myReduce((a, b) => a + b)).toBe(10);
    } finally {
      Array.prototype.reduce = builtIn;
    }
  });

  test('works on array-likes through call', () => {
    const arrayLike = { 0: 'a', 1: 'b', length: 2 };
    expect(Array.prototype.myReduce.call(arrayLike, (acc, s) => acc + s, '')).toBe('ab');
  });
});
