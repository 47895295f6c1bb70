describe('binarySearch', () => {
  test('finds a value that occurs once', () => {
    expect(binarySearch([1, 3, 5, 7, 9], 7)).toBe(3);
  });

  test('returns the first index among duplicates', () => {
    expect(binarySearch([1, 2, 2, 2, 3, 5], 2)).toBe(1);
  });

  test('returns -1 for a missing value', () => {
    expect(binarySearch([1, 2, 2, 2, 3, 5], 4)).toBe(-1);
  });

  test('returns -1 for an empty array', () => {
    expect(binarySearch([], 1)).toBe(-1);
  });

  test('an array made of one repeated value', () => {
    expect(binarySearch([7, 7, 7, 7], 7)).toBe(0);
  });

  test('finds the first and the last element', () => {
    const arr = [2, 4, 6, 8, 10, 12];
    expect(binarySearch(arr, 2)).toBe(0);
    expect(binarySearch(arr, 12)).toBe(5);
  });

  test('duplicates at the end of the array', () => {
    expect(binarySearch([1, 2, 3, 9, 9, 9, 9, 9], 9)).toBe(3);
  });

  test('targets smaller or larger than every element', () => {
    const arr = [3, 4, 5];
    expect(binarySearch(arr, 1)).toBe(-1);
    expect(binarySearch(arr, 6)).toBe(-1);
  });

  test('single-element arrays', () => {
    expect(binarySearch([5], 5)).toBe(0);
    expect(binarySearch([5], 4)).toBe(-1);
    expect(binarySearch([5], 6)).toBe(-1);
  });

  test('negative numbers and fractions', () => {
    const arr = [-10, -3.5, -3.5, 0, 0.25, 0.25, 0.25, 8];
    expect(binarySearch(arr, -3.5)).toBe(1);
    expect(binarySearch(arr, 0.25)).toBe(4);
    expect(binarySearch(arr, 0)).toBe(3);
    expect(binarySearch(arr, -4)).toBe(-1);
  });

  test('matches a linear scan for every value in a small array', () => {
    const arr = [0, 0, 1, 3, 3, 3, 4, 6, 6, 7, 7, 7, 7, 9];
    for (let t = -1; t <= 10; t++) {
      expect(binarySearch(arr, t)).toBe(arr.indexOf(t));
    }
    for (let len = 0; len <= 9; len++) {
      const runs = Array.from({ length: len }, (_, i) => Math.floor(i / 3));
      for (let t = -1; t <= 4; t++) expect(binarySearch(runs, t)).toBe(runs.indexOf(t));
    }
  });

  test('does not modify the array', () => {
    const arr = [1, 1, 2, 3, 5, 8];
    binarySearch(arr, 5);
    binarySearch(arr, 4);
    expect(arr).toEqual([1, 1, 2, 3, 5, 8]);
  });

  test('runs in logarithmic time on a large array', () => {
    const n = 1000000;
    const arr = new Array(n);
    for (let i = 0; i < n; i++) arr[i] = Math.floor(i / 2) * 3; // pairs: 0,0,3,3,6,6,...
    let wrong = 0;
    for (let q = 0; q < 100000; q++) {
      const k = n / 2 - 1 - (q % 1000); // values near the end of the array
      if (binarySearch(arr, k * 3) !== 2 * k) wrong += 1;
      if (binarySearch(arr, k * 3 + 1) !== -1) wrong += 1;
    }
    expect(wrong).toBe(0);
  });

  test('stays logarithmic on a long run of equal values', () => {
    const n = 1000000;
    const arr = new Array(n);
    for (let i = 0; i < n; i++) arr[i] = i < 10 ? i - 10 : 5; // -10..-1, then 5 repeated
    let wrong = 0;
    for (let q = 0; q < 50000; q++) {
      if (binarySearch(arr, 5) !== 10) wrong += 1;
    }
    expect(wrong).toBe(0);
  });
});
