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

  test('a viewport ending exactly at an item top does not include that item', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(0, 100)).toEqual({ start: 0, end: 1 });
    expect(list.getRange(50, 150)).toEqual({ start: 1, end: 2 });
  });

  test('a viewport starting exactly at an item bottom skips that item', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(200, 30)).toEqual({ start: 3, end: 3 });
    expect(list.getRange(230, 70)).toEqual({ start: 4, end: 4 });
  });

  test('a negative scrollTop (elastic overscroll) is clamped to 0', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(-80, 60)).toEqual({ start: 0, end: 1 });
  });

  test('a viewport taller than the content shows everything', () => {
    const list = createVirtualList(heights);
    expect(list.getRange(0, 1000)).toEqual({ start: 0, end: 4 });
    expect(list.getRange(500, 1000)).toEqual({ start: 0, end: 4 });
  });

  test('an empty list renders nothing', () => {
    const list = createVirtualList([]);
    expect(list.totalHeight).toBe(0);
    expect(list.offsetOf(0)).toBe(0);
    expect(list.getRange(0, 500)).toEqual({ start: 0, end: -1 });
    expect(list.getRange(100, 500, 5)).toEqual({ start: 0, end: -1 });
  });

  test('a list whose heights are all zero renders nothing', () => {
    const list = createVirtualList([0, 0, 0]);
    expect(list.getRange(0, 100, 2)).toEqual({ start: 0, end: -1 });
  });

  test('zero-height items inside the viewport are included', () => {
    const list = createVirtualList([40, 0, 0, 40, 0, 40]);
    expect(list.offsetOf(4)).toBe(80);
    expect(list.getRange(20, 40)).toEqual({ start: 0, end: 3 });
    expect(list.getRange(0, 40)).toEqual({ start: 0, end: 0 });
  });

  test('fractional heights', () => {
    const list = createVirtualList([10.5, 10.5, 10.5, 10.5]);
    expect(list.totalHeight).toBeCloseTo(42);
    expect(list.getRange(10.5, 10.5)).toEqual({ start: 1, end: 1 });
    expect(list.getRange(10, 1)).toEqual({ start: 0, end: 1 });
  });

  test('a single item', () => {
    const list = createVirtualList([300]);
    expect(list.getRange(0, 100)).toEqual({ start: 0, end: 0 });
    expect(list.getRange(250, 100, 4)).toEqual({ start: 0, end: 0 });
  });

  test('varying heights agree with a linear scan at many scroll positions', () => {
    const sizes = [];
    let seed = 7;
    for (let i = 0; i < 400; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      sizes.push(10 + (seed % 90));
    }
    const list = createVirtualList(sizes);
    const tops = [0];
    for (const h of sizes) tops.push(tops[tops.length - 1] + h);
    const total = tops[tops.length - 1];
    for (let scroll = -50; scroll < total + 50; scroll += 37) {
      const viewport = 250;
      const top = Math.min(Math.max(scroll, 0), Math.max(0, total - viewport));
      const bottom = top + viewport;
      const visible = [];
      for (let i = 0; i < sizes.length; i++) if (tops[i] < bottom && tops[i + 1] > top) visible.push(i);
      const expected = {
        start: Math.max(0, visible[0] - 2),
        end: Math.min(sizes.length - 1, visible[visible.length - 1] + 2),
      };
      expect(list.getRange(scroll, viewport, 2)).toEqual(expected);
    }
  });

  test('answers 200 000 queries on 200 000 items quickly (O(log n) per query)', () => {
    const n = 200000;
    const sizes = Array.from({ length: n }, (_, i) => 20 + (i % 7) * 5);
    const list = createVirtualList(sizes);
    let checksum = 0;
    for (let q = 0; q < n; q++) {
      const { start, end } = list.getRange((q * 9973) % list.totalHeight, 600, 3);
      checksum += end - start;
    }
    expect(checksum).toBeGreaterThan(0);
    const { start, end } = list.getRange(list.offsetOf(150000), 1);
    expect([start, end]).toEqual([150000, 150000]);
  });
});
