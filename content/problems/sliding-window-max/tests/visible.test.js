describe('maxSlidingWindow', () => {
  test('maxima of every window of 3', () => {
    expect(maxSlidingWindow([4, 2, 12, 3, 8, 1, 5, 9], 3)).toEqual([12, 12, 12, 8, 8, 9]);
  });

  test('a window of 1 is the array itself (a new array)', () => {
    const nums = [5, -1, 7];
    const result = maxSlidingWindow(nums, 1);
    expect(result).toEqual([5, -1, 7]);
    expect(result).not.toBe(nums);
  });

  test('a window as long as the array has one maximum', () => {
    expect(maxSlidingWindow([3, 9, 4, 1], 4)).toEqual([9]);
  });

  test('decreasing and increasing inputs', () => {
    expect(maxSlidingWindow([9, 7, 5, 3, 1], 2)).toEqual([9, 7, 5, 3]);
    expect(maxSlidingWindow([1, 3, 5, 7, 9], 2)).toEqual([3, 5, 7, 9]);
  });

  test('negative numbers', () => {
    expect(maxSlidingWindow([-8, -3, -5, -9, -2], 2)).toEqual([-3, -3, -5, -2]);
  });
});
