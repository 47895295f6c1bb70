describe('groupBy', () => {
  const people = [
    { name: 'Ada', team: 'web' },
    { name: 'Lin', team: 'data' },
    { name: 'Sam', team: 'web' },
  ];

  test('groups by the computed key', () => {
    expect(groupBy(people, (p) => p.team)).toEqual({
      web: [people[0], people[2]],
      data: [people[1]],
    });
  });

  test('keeps the items in their original order within a group', () => {
    const grouped = groupBy([5, 1, 4, 2, 3], (n) => (n % 2 ? 'odd' : 'even'));
    expect(grouped.odd).toEqual([5, 1, 3]);
    expect(grouped.even).toEqual([4, 2]);
  });

  test('an empty list gives an empty object', () => {
    expect(Object.keys(groupBy([], (x) => x))).toEqual([]);
  });

  test('groups by a number key, stored as a string key', () => {
    const grouped = groupBy(['a', 'bb', 'cc', 'ddd'], (s) => s.length);
    expect(Object.keys(grouped)).toEqual(['1', '2', '3']);
    expect(grouped[2]).toEqual(['bb', 'cc']);
  });

  test('does not change the input', () => {
    const input = [3, 1, 2];
    groupBy(input, (n) => n > 1);
    expect(input).toEqual([3, 1, 2]);
  });

  test('passes the index to keyOf', () => {
    const grouped = groupBy(['a', 'b', 'c', 'd'], (_item, index) => (index < 2 ? 'first' : 'rest'));
    expect(grouped).toEqual({ first: ['a', 'b'], rest: ['c', 'd'] });
  });

  test('keys that look like Object.prototype members are ordinary groups', () => {
    const grouped = groupBy(['toString', 'constructor', 'hasOwnProperty', 'x'], (word) => word);
    expect(grouped.toString).toEqual(['toString']);
    expect(grouped.constructor).toEqual(['constructor']);
    expect(grouped.hasOwnProperty).toEqual(['hasOwnProperty']);
  });

  test('a __proto__ key is an own group, and Object.prototype is untouched', () => {
    const grouped = groupBy([{ k: '__proto__' }, { k: 'a' }], (item) => item.k);
    expect(Object.keys(grouped)).toEqual(['__proto__', 'a']);
    expect(Object.prototype.hasOwnProperty.call(grouped, '__proto__')).toBe(true);
    expect({}.k).toBeUndefined();
    expect(Object.getPrototypeOf(grouped)).toBe(null);
  });

  test('accepts any iterable: a Set, a string, a generator', () => {
    expect(groupBy(new Set([1, 2, 3]), (n) => n > 1)).toEqual({ false: [1], true: [2, 3] });
    expect(groupBy('aAb', (c) => c.toLowerCase())).toEqual({ a: ['a', 'A'], b: ['b'] });
    function* numbers() {
      yield 1;
      yield 2;
    }
    expect(groupBy(numbers(), () => 'all')).toEqual({ all: [1, 2] });
  });

  test('calls keyOf once per item', () => {
    const keyOf = jest.fn((n) => n % 3);
    groupBy([1, 2, 3, 4, 5, 6], keyOf);
    expect(keyOf).toHaveBeenCalledTimes(6);
  });

  test('keeps falsy items and groups them under their key', () => {
    const grouped = groupBy([0, '', null, undefined, false], (item) => typeof item);
    expect(grouped.number).toEqual([0]);
    expect(grouped.string).toEqual(['']);
    expect(grouped.object).toEqual([null]);
    expect(grouped.undefined).toEqual([undefined]);
    expect(grouped.boolean).toEqual([false]);
  });

  test('runs in linear time on a large list', () => {
    const big = Array.from({ length: 200000 }, (_, i) => i);
    const grouped = groupBy(big, (n) => n % 10);
    expect(grouped[7]).toHaveLength(20000);
    expect(grouped[7][19999]).toBe(199997);
  });
});
