describe('twoSum', () => {
  test('finds a pair at the start', () => {
    expect(twoSum([2, 7, 11, 15], 9)).toEqual([0, 1]);
  });

  test('does not pair an element with itself', () => {
    expect(twoSum([3, 2, 4], 6)).toEqual([1, 2]);
  });

  test('two equal values can form a pair', () => {
    expect(twoSum([3, 3], 6)).toEqual([0, 1]);
  });

  test('returns the pair with the smallest second index', () => {
    expect(twoSum([1, 5, 1, 5], 6)).toEqual([0, 1]);
  });

  test('returns null when there is no pair', () => {
    expect(twoSum([1, 2], 7)).toBeNull();
  });

  test('empty and single-element arrays have no pair', () => {
    expect(twoSum([], 0)).toBeNull();
    expect(twoSum([5], 10)).toBeNull();
  });

  test('a pair that uses index 0 late in the array', () => {
    expect(twoSum([4, 1, 2, 3, 5, 6], 10)).toEqual([0, 5]);
  });

  test('prefers the first occurrence when a value repeats', () => {
    expect(twoSum([2, 2, 2, 5], 7)).toEqual([0, 3]);
    expect(twoSum([0, 4, 0], 0)).toEqual([0, 2]);
  });

  test('negative numbers and zero', () => {
    expect(twoSum([-3, 4, 3, 90], 0)).toEqual([0, 2]);
    expect(twoSum([-1, -2, -3, -4, -5], -8)).toEqual([2, 4]);
  });

  test('the earliest-completed pair wins over an earlier first element', () => {
    // [0, 4] sums to 9 but [2, 3] is complete sooner
    expect(twoSum([1, 0, 4, 5, 8], 9)).toEqual([2, 3]);
  });

  test('does not modify the input', () => {
    const nums = [5, 3, 1, 4];
    twoSum(nums, 7);
    expect(nums).toEqual([5, 3, 1, 4]);
  });

  test('matches a brute-force search on many small cases', () => {
    let seed = 17;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const brute = (nums, target) => {
      for (let j = 0; j < nums.length; j++) {
        for (let i = 0; i < j; i++) if (nums[i] + nums[j] === target) return [i, j];
      }
      return null;
    };
    let mismatches = 0;
    for (let round = 0; round < 300; round++) {
      const nums = Array.from({ length: random(9) }, () => random(11) - 5);
      const target = random(13) - 6;
      if (JSON.stringify(twoSum(nums, target)) !== JSON.stringify(brute(nums, target))) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  test('runs in linear time on 200 000 numbers', () => {
    const n = 200000;
    const nums = Array.from({ length: n }, (_, i) => i * 2); // even numbers: no pair sums to an odd target...
    nums[n - 2] = 1; // ...except these two at the very end
    nums[n - 1] = 2000000;
    expect(twoSum(nums, 2000001)).toEqual([n - 2, n - 1]);
    expect(twoSum(nums, -1)).toBeNull();
  });
});
