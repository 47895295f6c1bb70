describe('createVirtualList', () => {
  const heights = [50, 50, 100, 30, 70];

  test('totalHeight and offsetOf come from the prefix sums', () => {
    const list = createVirtualList(heights);
    expect(list.totalHeight).toBe(300);
    expect([0, 1, 2, 3, 4, 5].map((i) => list.offsetOf(i))).toEqual([0, 50, 100, 200, 230, 300]);
  });

  test('the range covers every item that overlaps the viewport', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(0, 120)).toEqual({ start: 0, end: 2 });
    expect(list.getRange(60, 20)).toEqual({ start: 1, end: 1 });
  });

  test('items that only touch the viewport edges are not visible', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(100, 100)).toEqual({ start: 2, end: 2 });
  });

  test('overscan adds items on both sides, clamped to the list', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(100, 100, 1)).toEqual({ start: 1, end: 3 });
    expect(list.getRange(0, 60, 3)).toEqual({ start: 0, end: 4 });
  });

  test('scrolling past the end is clamped like a browser does', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(999, 100)).toEqual({ start: 3, end: 4 });
  });

  test('equal heights', () => {
    const list = createVirtualList(new Array(1000).fill(20));
    expect(list.totalHeight).toBe(20000);
    expect(list.getRange(410, 200)).toEqual({ start: 20, end: 30 });
  });
});
