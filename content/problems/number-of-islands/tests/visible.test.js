describe('numIslands', () => {
  test('counts separate islands', () => {
    const grid = [
      [1, 1, 0, 0, 1],
      [1, 0, 0, 1, 1],
      [0, 0, 1, 0, 0],
      [1, 0, 1, 1, 0],
    ];
    expect(numIslands(grid)).toBe(4);
  });

  test('one island covering most of the grid', () => {
    const grid = [
      [1, 1, 1],
      [0, 1, 0],
      [1, 1, 1],
    ];
    expect(numIslands(grid)).toBe(1);
  });

  test('only water gives 0', () => {
    expect(numIslands([[0, 0], [0, 0]])).toBe(0);
  });

  test('diagonal neighbours are not connected', () => {
    expect(numIslands([[1, 0], [0, 1]])).toBe(2);
  });

  test('an empty grid has no islands', () => {
    expect(numIslands([])).toBe(0);
  });
});
