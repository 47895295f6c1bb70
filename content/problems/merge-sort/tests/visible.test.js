describe('mergeSort', () => {
  test('sorts numbers numerically by default', () => {
    expect(mergeSort([5, 1, 10, 2])).toEqual([1, 2, 5, 10]);
  });

  test('sorts strings by default', () => {
    expect(mergeSort(['pear', 'apple', 'fig'])).toEqual(['apple', 'fig', 'pear']);
  });

  test('uses the comparator', () => {
    expect(mergeSort([3, 1, 2], (a, b) => b - a)).toEqual([3, 2, 1]);
  });

  test('is stable', () => {
    const users = [
      { name: 'Ann', age: 30 },
      { name: 'Bob', age: 25 },
      { name: 'Cid', age: 30 },
    ];
    expect(mergeSort(users, (a, b) => a.age - b.age).map((u) => u.name)).toEqual(['Bob', 'Ann', 'Cid']);
  });

  test('returns a new array and leaves the input alone', () => {
    const input = [3, 1, 2];
    const output = mergeSort(input);
    expect(output).toEqual([1, 2, 3]);
    expect(output).not.toBe(input);
    expect(input).toEqual([3, 1, 2]);
  });
});
