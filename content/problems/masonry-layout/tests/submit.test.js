const at = (x, y, column) => ({ x, y, column });

describe('masonryLayout', () => {
  test('equal heights fill the columns row by row', () => {
    expect(masonryLayout([100, 100, 100, 100], { columns: 2, columnWidth: 100, gap: 10 })).toEqual({
      positions: [at(0, 0, 0), at(110, 0, 1), at(0, 110, 0), at(110, 110, 1)],
      height: 210,
    });
  });

  test('each item goes into the shortest column', () => {
    expect(masonryLayout([200, 100, 50, 80], { columns: 2, columnWidth: 100, gap: 0 })).toEqual({
      positions: [at(0, 0, 0), at(100, 0, 1), at(100, 100, 1), at(100, 150, 1)],
      height: 230,
    });
  });

  test('the leftmost column wins a tie', () => {
    const { positions } = masonryLayout([50, 50, 50, 20, 30], { columns: 3, columnWidth: 80, gap: 0 });
    expect(positions).toEqual([at(0, 0, 0), at(80, 0, 1), at(160, 0, 2), at(0, 50, 0), at(80, 50, 1)]);
  });

  test('no items', () => {
    expect(masonryLayout([], { columns: 3, columnWidth: 100, gap: 16 })).toEqual({ positions: [], height: 0 });
  });

  test('the container height does not include a trailing gap', () => {
    expect(masonryLayout([40, 60], { columns: 1, columnWidth: 300, gap: 20 })).toEqual({
      positions: [at(0, 0, 0), at(0, 60, 0)],
      height: 120,
    });
  });

  test('gaps count when comparing columns', () => {
    // column 0: 100 + 10 gap = 110; column 1: 105 + 10 = 115, so the third item goes left
    const { positions, height } = masonryLayout([100, 105, 5, 1], { columns: 2, columnWidth: 50, gap: 10 });
    expect(positions).toEqual([at(0, 0, 0), at(60, 0, 1), at(0, 110, 0), at(60, 115, 1)]);
    expect(height).toBe(116);
  });

  test('more columns than items', () => {
    expect(masonryLayout([30, 90], { columns: 4, columnWidth: 10, gap: 5 })).toEqual({
      positions: [at(0, 0, 0), at(15, 0, 1)],
      height: 90,
    });
  });

  test('a tie after several rows still goes to the leftmost column', () => {
    const { positions } = masonryLayout([10, 30, 20, 10, 5], { columns: 2, columnWidth: 100, gap: 0 });
    // after three items: column 0 = 10 + 20 = 30, column 1 = 30 -> tie -> column 0
    expect(positions[3]).toEqual(at(0, 30, 0));
    expect(positions[4]).toEqual(at(100, 30, 1));
  });

  test('the gap defaults to 0', () => {
    expect(masonryLayout([10, 20, 30], { columns: 2, columnWidth: 40 })).toEqual({
      positions: [at(0, 0, 0), at(40, 0, 1), at(0, 10, 0)],
      height: 40,
    });
  });

  test('zero-height items', () => {
    expect(masonryLayout([0, 0, 0], { columns: 2, columnWidth: 10, gap: 4 })).toEqual({
      positions: [at(0, 0, 0), at(14, 0, 1), at(0, 4, 0)],
      height: 4,
    });
  });

  test('the tallest column is not always the last one filled', () => {
    const { height } = masonryLayout([500, 10, 10, 10], { columns: 2, columnWidth: 10, gap: 2 });
    expect(height).toBe(500);
  });

  test('invalid column counts throw a RangeError', () => {
    for (const columns of [0, -1, 1.5, NaN]) {
      expect(() => masonryLayout([10], { columns, columnWidth: 10, gap: 0 })).toThrow(RangeError);
    }
  });

  test('does not modify the heights', () => {
    const heights = [3, 1, 2];
    expect(masonryLayout(heights, { columns: 2, columnWidth: 10, gap: 1 })).toEqual({
      positions: [at(0, 0, 0), at(11, 0, 1), at(11, 2, 1)],
      height: 4,
    });
    expect(heights).toEqual([3, 1, 2]);
  });

  test('agrees with a step-by-step simulation on a long list', () => {
    const heights = Array.from({ length: 800 }, (_, i) => 40 + ((i * 37) % 113));
    const columns = 5;
    const gap = 12;
    const { positions, height } = masonryLayout(heights, { columns, columnWidth: 200, gap });
    const next = [0, 0, 0, 0, 0];
    let bottom = 0;
    heights.forEach((h, i) => {
      const column = next.indexOf(Math.min(...next));
      expect(positions[i]).toEqual(at(column * 212, next[column], column));
      bottom = Math.max(bottom, next[column] + h);
      next[column] += h + gap;
    });
    expect(height).toBe(bottom);
  });
});
