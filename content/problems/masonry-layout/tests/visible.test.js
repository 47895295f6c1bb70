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
});
