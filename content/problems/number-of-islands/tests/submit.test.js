describe('numIslands', () => {
  function freezeGrid(grid) {
    return Object.freeze(grid.map((row) => Object.freeze(row.slice())));
  }

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

  test('empty rows and single cells', () => {
    expect(numIslands([[]])).toBe(0);
    expect(numIslands([[1]])).toBe(1);
    expect(numIslands([[0]])).toBe(0);
  });

  test('wide and tall grids (not square)', () => {
    expect(numIslands([[1, 0, 1, 1, 0, 1, 0, 0, 1]])).toBe(4);
    expect(numIslands([[1], [1], [0], [1], [0], [0], [1]])).toBe(3);
    const grid = [
      [0, 0, 0, 0, 0, 1, 1],
      [1, 1, 0, 0, 0, 0, 1],
      [0, 0, 0, 1, 0, 0, 1],
    ];
    expect(numIslands(grid)).toBe(3);
  });

  test('does not modify the grid and gives the same answer twice', () => {
    const grid = [
      [1, 1, 0, 1],
      [0, 1, 0, 1],
      [1, 0, 0, 1],
    ];
    const copy = grid.map((row) => row.slice());
    expect(numIslands(grid)).toBe(3);
    expect(numIslands(grid)).toBe(3);
    expect(grid).toEqual(copy);
  });

  test('a ring around a lake is one island; land inside the lake is another', () => {
    const ring = [
      [1, 1, 1, 1, 1],
      [1, 0, 0, 0, 1],
      [1, 0, 1, 0, 1],
      [1, 0, 0, 0, 1],
      [1, 1, 1, 1, 1],
    ];
    expect(numIslands(ring)).toBe(2);
  });

  test('a winding island that turns back on itself counts once', () => {
    const spiral = [
      [1, 1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0, 1],
      [1, 1, 1, 1, 0, 1],
      [1, 0, 0, 1, 0, 1],
      [1, 0, 0, 0, 0, 1],
      [1, 1, 1, 1, 1, 1],
    ];
    expect(numIslands(spiral)).toBe(1);
    const comb = [
      [1, 0, 1, 0, 1],
      [1, 0, 1, 0, 1],
      [1, 1, 1, 1, 1],
    ];
    expect(numIslands(comb)).toBe(1);
  });

  test('a checkerboard has one island per land cell', () => {
    const grid = Array.from({ length: 6 }, (_, r) => Array.from({ length: 6 }, (_, c) => ((r + c) % 2 === 0 ? 1 : 0)));
    expect(numIslands(grid)).toBe(18);
  });

  test('full rows separated by water rows', () => {
    const grid = Array.from({ length: 9 }, (_, r) => new Array(12).fill(r % 2 === 0 ? 1 : 0));
    expect(numIslands(grid)).toBe(5);
  });

  test('a 1000 x 1000 grid that is one island (no stack overflow)', () => {
    const grid = Array.from({ length: 1000 }, () => new Array(1000).fill(1));
    expect(numIslands(grid)).toBe(1);
  });

  test('a long serpentine island of about 60 000 cells', () => {
    // rows of land joined alternately at the right and the left end
    const rows = 399;
    const cols = 300;
    const grid = Array.from({ length: rows }, (_, r) => {
      if (r % 2 === 0) return new Array(cols).fill(1);
      const row = new Array(cols).fill(0);
      row[r % 4 === 1 ? cols - 1 : 0] = 1;
      return row;
    });
    expect(numIslands(grid)).toBe(1);
  });

  test('110 889 small islands in a 999 x 999 grid', () => {
    // 2 x 2 blocks of land separated by one row and one column of water
    const grid = Array.from({ length: 999 }, (_, r) => Array.from({ length: 999 }, (_, c) => (r % 3 !== 2 && c % 3 !== 2 ? 1 : 0)));
    expect(numIslands(grid)).toBe(333 * 333);
  });

  test('works on frozen rows', () => {
    // last: a solution that writes into frozen rows silently fails to mark cells and may never stop
    const rows = [
      [0, 1, 1, 0, 1],
      [1, 1, 0, 0, 1],
      [0, 0, 1, 0, 0],
    ];
    const grid = freezeGrid(rows);
    expect(numIslands(grid)).toBe(3);
    expect(grid).toEqual(rows);
  });
});
