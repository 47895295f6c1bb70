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

describe('maxSlidingWindow (hidden)', () => {
  test('equal values: the maximum leaves only when its last copy does', () => {
    expect(maxSlidingWindow([3, 3, 1], 2)).toEqual([3, 3]);
    expect(maxSlidingWindow([5, 1, 5, 1, 1, 1], 3)).toEqual([5, 5, 5, 1]);
    expect(maxSlidingWindow([2, 2, 2, 2], 3)).toEqual([2, 2]);
  });

  test('an empty array or a window longer than the array gives no windows', () => {
    expect(maxSlidingWindow([], 3)).toEqual([]);
    expect(maxSlidingWindow([1, 2], 3)).toEqual([]);
  });

  test('k must be a positive integer', () => {
    expect(() => maxSlidingWindow([1, 2, 3], 0)).toThrow(RangeError);
    expect(() => maxSlidingWindow([1, 2, 3], -1)).toThrow(RangeError);
    expect(() => maxSlidingWindow([1, 2, 3], 1.5)).toThrow(RangeError);
    expect(() => maxSlidingWindow([1, 2, 3], NaN)).toThrow(RangeError);
  });

  test('does not modify the input', () => {
    const nums = [1, 3, -1, -3, 5, 3, 6, 7];
    const copy = nums.slice();
    maxSlidingWindow(nums, 3);
    expect(nums).toEqual(copy);
  });

  test('a large value that leaves the window is replaced by the next best', () => {
    expect(maxSlidingWindow([10, 1, 2, 3, 4, 0], 3)).toEqual([10, 3, 4, 4]);
  });

  test('Infinity, zero and negative zero', () => {
    expect(maxSlidingWindow([-Infinity, 0, Infinity, -5], 2)).toEqual([0, Infinity, Infinity]);
    expect(maxSlidingWindow([-Infinity, -Infinity], 1)).toEqual([-Infinity, -Infinity]);
  });

  test('matches a brute force on generated inputs', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 100; round++) {
      const nums = Array.from({ length: 1 + Math.floor(random() * 30) }, () => Math.floor(random() * 10) - 5);
      const k = 1 + Math.floor(random() * nums.length);
      const expected = [];
      for (let i = 0; i + k <= nums.length; i++) expected.push(Math.max(...nums.slice(i, i + k)));
      expect(maxSlidingWindow(nums, k)).toEqual(expected);
    }
  });

  test('large input with a large window in linear time', () => {
    const n = 300000;
    const k = 100000;
    const nums = Array.from({ length: n }, (_, i) => (i * 7919) % 100003);
    const result = maxSlidingWindow(nums, k);
    expect(result).toHaveLength(n - k + 1);
    const maxOf = (from, to) => nums.slice(from, to).reduce((a, b) => (b > a ? b : a), -Infinity);
    expect(result[0]).toBe(maxOf(0, k));
    expect(result[result.length - 1]).toBe(maxOf(n - k, n));
    expect(result[12345]).toBe(maxOf(12345, 12345 + k));
  });

  test('large decreasing input (the deque never shrinks from the back)', () => {
    const nums = Array.from({ length: 200000 }, (_, i) => 200000 - i);
    const result = maxSlidingWindow(nums, 50000);
    expect(result).toHaveLength(150001);
    expect(result[0]).toBe(200000);
    expect(result[150000]).toBe(50000);
  });
});
