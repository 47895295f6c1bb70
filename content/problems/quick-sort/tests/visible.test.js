describe('quickSort', () => {
  test('sorts numbers numerically in place and returns the same array', () => {
    const nums = [5, 1, 10, 2, 5];
    const result = quickSort(nums);
    expect(result).toBe(nums);
    expect(nums).toEqual([1, 2, 5, 5, 10]);
  });

  test('sorts strings by default', () => {
    expect(quickSort(['pear', 'apple', 'fig'])).toEqual(['apple', 'fig', 'pear']);
  });

  test('uses the comparator', () => {
    expect(quickSort([3, 1, 2], (a, b) => b - a)).toEqual([3, 2, 1]);
  });

  test('handles duplicates and negative numbers', () => {
    expect(quickSort([2, -1, 2, 0, -1, 2, 0])).toEqual([-1, -1, 0, 0, 2, 2, 2]);
  });

  test('sorts objects by a key', () => {
    const users = [
      { name: 'Ann', age: 30 },
      { name: 'Bob', age: 25 },
      { name: 'Cid', age: 41 },
    ];
    expect(quickSort(users, (a, b) => a.age - b.age).map((u) => u.name)).toEqual(['Bob', 'Ann', 'Cid']);
  });
});
