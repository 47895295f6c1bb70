describe('Queue', () => {
  test('dequeues in first-in, first-out order', () => {
    const queue = new Queue();
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    expect(queue.dequeue()).toBe(1);
    expect(queue.dequeue()).toBe(2);
    expect(queue.dequeue()).toBe(3);
  });

  test('peek returns the front without removing it', () => {
    const queue = new Queue();
    queue.enqueue('a');
    queue.enqueue('b');
    expect(queue.peek()).toBe('a');
    expect(queue.peek()).toBe('a');
    expect(queue.size()).toBe(2);
  });

  test('an empty queue', () => {
    const queue = new Queue();
    expect(queue.size()).toBe(0);
    expect(queue.dequeue()).toBeUndefined();
    expect(queue.peek()).toBeUndefined();
  });

  test('enqueues between dequeues keep the order', () => {
    const queue = new Queue();
    queue.enqueue(1);
    queue.enqueue(2);
    expect(queue.dequeue()).toBe(1);
    queue.enqueue(3);
    expect(queue.peek()).toBe(2);
    expect(queue.dequeue()).toBe(2);
    expect(queue.dequeue()).toBe(3);
  });

  test('size counts the values', () => {
    const queue = new Queue();
    queue.enqueue(1);
    queue.enqueue(2);
    queue.dequeue();
    queue.enqueue(3);
    expect(queue.size()).toBe(2);
  });
});
