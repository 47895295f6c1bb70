describe('Queue', () => {
  const FORBIDDEN = ['shift', 'unshift', 'splice', 'reverse'];

  function withStacksOnly(fn) {
    const originals = FORBIDDEN.map((name) => Array.prototype[name]);
    FORBIDDEN.forEach((name) => {
      Array.prototype[name] = function () {
        throw new Error(`Array.prototype.${name} is not allowed`);
      };
    });
    try {
      return fn();
    } finally {
      FORBIDDEN.forEach((name, i) => {
        Array.prototype[name] = originals[i];
      });
    }
  }

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

  test('new values wait behind older ones already moved', () => {
    const queue = new Queue();
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    expect(queue.peek()).toBe(1);
    queue.enqueue(4);
    queue.enqueue(5);
    const out = [];
    while (queue.size() > 0) out.push(queue.dequeue());
    expect(out).toEqual([1, 2, 3, 4, 5]);
  });

  test('falsy values are real values', () => {
    const queue = new Queue();
    [0, '', null, false].forEach((v) => queue.enqueue(v));
    expect(queue.size()).toBe(4);
    expect(queue.peek()).toBe(0);
    expect(queue.dequeue()).toBe(0);
    expect(queue.dequeue()).toBe('');
    expect(queue.dequeue()).toBe(null);
    expect(queue.dequeue()).toBe(false);
    expect(queue.dequeue()).toBeUndefined();
  });

  test('becomes empty and can be reused', () => {
    const queue = new Queue();
    queue.enqueue('x');
    expect(queue.dequeue()).toBe('x');
    expect(queue.size()).toBe(0);
    queue.enqueue('y');
    queue.enqueue('z');
    expect(queue.dequeue()).toBe('y');
    expect(queue.size()).toBe(1);
  });

  test('dequeue on an empty queue does not break the size', () => {
    const queue = new Queue();
    queue.dequeue();
    queue.dequeue();
    expect(queue.size()).toBe(0);
    queue.enqueue(1);
    expect(queue.size()).toBe(1);
  });

  test('instances are independent', () => {
    const a = new Queue();
    const b = new Queue();
    a.enqueue(1);
    b.enqueue(2);
    expect(a.dequeue()).toBe(1);
    expect(b.dequeue()).toBe(2);
  });

  test('uses stack operations only', () => {
    const out = withStacksOnly(() => {
      const queue = new Queue();
      const result = [];
      for (let i = 0; i < 10; i++) {
        queue.enqueue(i);
        if (i % 3 === 2) result.push(queue.dequeue());
      }
      result.push(queue.peek());
      while (queue.size() > 0) result.push(queue.dequeue());
      return result;
    });
    expect(out).toEqual([0, 1, 2, 3, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('matches a simple model over a long sequence', () => {
    let seed = 4242;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const queue = new Queue();
    const model = [];
    let head = 0;
    let mismatches = 0;
    for (let step = 0; step < 5000; step++) {
      const op = random(5);
      if (op < 3) {
        queue.enqueue(step);
        model.push(step);
      } else if (op === 3) {
        if (queue.dequeue() !== model[head]) mismatches += 1;
        if (head < model.length) head += 1;
      } else if (queue.peek() !== model[head]) {
        mismatches += 1;
      }
      if (queue.size() !== model.length - head) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  test('operations run in amortised constant time', () => {
    const queue = new Queue();
    let wrong = 0;
    for (let i = 0; i < 100000; i++) queue.enqueue(i);
    let expected = 0;
    for (let i = 100000; i < 200000; i++) {
      queue.enqueue(i);
      if (queue.dequeue() !== expected) wrong += 1;
      expected += 1;
    }
    expect(wrong).toBe(0);
    expect(queue.size()).toBe(100000);
    expect(queue.peek()).toBe(100000);
  });
});
