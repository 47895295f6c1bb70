describe('MinHeap', () => {
  // deterministic pseudo-random numbers
  function makeRandom(seed) {
    return (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
  }

  function drain(heap) {
    const out = [];
    while (heap.size() > 0) out.push(heap.pop());
    return out;
  }

  test('pops values in ascending order', () => {
    const heap = new MinHeap();
    [5, 1, 3, 4, 2].forEach((n) => heap.push(n));
    expect(drain(heap)).toEqual([1, 2, 3, 4, 5]);
  });

  test('peek returns the minimum without removing it', () => {
    const heap = new MinHeap();
    heap.push(5);
    heap.push(1);
    heap.push(3);
    expect(heap.peek()).toBe(1);
    expect(heap.size()).toBe(3);
  });

  test('an empty heap', () => {
    const heap = new MinHeap();
    expect(heap.size()).toBe(0);
    expect(heap.peek()).toBeUndefined();
    expect(heap.pop()).toBeUndefined();
  });

  test('uses the comparator', () => {
    const tasks = new MinHeap((a, b) => a.priority - b.priority);
    tasks.push({ name: 'render', priority: 2 });
    tasks.push({ name: 'input', priority: 0 });
    tasks.push({ name: 'idle', priority: 9 });
    expect(tasks.pop().name).toBe('input');
    expect(tasks.pop().name).toBe('render');
  });

  test('size follows pushes and pops', () => {
    const heap = new MinHeap();
    heap.push(2);
    heap.push(2);
    expect(heap.size()).toBe(2);
    heap.pop();
    expect(heap.size()).toBe(1);
  });

  test('a comparator turns it into a max-heap', () => {
    const heap = new MinHeap((a, b) => b - a);
    [3, 10, 1, 7].forEach((n) => heap.push(n));
    expect(drain(heap)).toEqual([10, 7, 3, 1]);
  });

  test('sorts strings with the default order', () => {
    const heap = new MinHeap();
    ['pear', 'apple', 'fig', 'banana'].forEach((s) => heap.push(s));
    expect(drain(heap)).toEqual(['apple', 'banana', 'fig', 'pear']);
  });

  test('falsy values and duplicates are real values', () => {
    const heap = new MinHeap();
    [0, 3, 0, -1, 3].forEach((n) => heap.push(n));
    expect(heap.peek()).toBe(-1);
    expect(drain(heap)).toEqual([-1, 0, 0, 3, 3]);
    expect(heap.pop()).toBeUndefined();
  });

  test('popping the last value leaves an empty heap that still works', () => {
    const heap = new MinHeap();
    heap.push(42);
    expect(heap.pop()).toBe(42);
    expect(heap.size()).toBe(0);
    expect(heap.peek()).toBeUndefined();
    heap.push(7);
    expect(heap.peek()).toBe(7);
  });

  test('interleaved pushes and pops match a sorted model', () => {
    const random = makeRandom(31);
    const heap = new MinHeap();
    const model = [];
    let mismatches = 0;
    for (let step = 0; step < 3000; step++) {
      if (random(3) !== 0 || model.length === 0) {
        const value = random(200) - 100;
        heap.push(value);
        model.push(value);
        model.sort((a, b) => a - b);
      } else if (heap.pop() !== model.shift()) {
        mismatches += 1;
      }
      if (heap.size() !== model.length || heap.peek() !== model[0]) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  test('the comparator decides between objects with equal keys', () => {
    const heap = new MinHeap((a, b) => a.time - b.time || a.id - b.id);
    const random = makeRandom(5);
    const jobs = Array.from({ length: 300 }, (_, id) => ({ id, time: random(20) }));
    jobs.forEach((job) => heap.push(job));
    const out = drain(heap).map((j) => j.id);
    const expected = jobs
      .slice()
      .sort((a, b) => a.time - b.time || a.id - b.id)
      .map((j) => j.id);
    expect(out).toEqual(expected);
  });

  test('instances are independent', () => {
    const a = new MinHeap();
    const b = new MinHeap((x, y) => y - x);
    a.push(1);
    a.push(2);
    b.push(1);
    b.push(2);
    expect(a.pop()).toBe(1);
    expect(b.pop()).toBe(2);
    expect(a.size()).toBe(1);
  });

  test('push and pop run in logarithmic time', () => {
    const random = makeRandom(2025);
    const n = 200000;
    const heap = new MinHeap((a, b) => a - b);
    for (let i = 0; i < n; i++) heap.push(random(1000000));
    expect(heap.size()).toBe(n);
    let previous = -Infinity;
    let disorder = 0;
    for (let i = 0; i < n; i++) {
      const value = heap.pop();
      if (value < previous) disorder += 1;
      previous = value;
    }
    expect(disorder).toBe(0);
    expect(heap.size()).toBe(0);
  });
});
