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
});
