describe('MinHeap', () => {
  test('pops values in ascending order', () => {
    const heap = new MinHeap();
    [5, 1, 3, 4, 2].forEach((n) => heap.push(n));
    const out = [];
    while (heap.size() > 0) out.push(heap.pop());
    expect(out).toEqual([1, 2, 3, 4, 5]);
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
});
