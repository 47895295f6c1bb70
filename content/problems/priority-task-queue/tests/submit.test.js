const deferred = () => {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
// A task that records when it starts and finishes when `gate` is resolved.
const controlled = (log, name, gate) => () => {
  log.push(name);
  return gate.promise;
};

describe('PriorityTaskQueue', () => {
  test('runs tasks and resolves with their results', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 2 });
    const results = await Promise.all([queue.add(() => 1), queue.add(async () => 'two'), queue.add(() => tick().then(() => 3))]);
    expect(results).toEqual([1, 'two', 3]);
  });

  test('never runs more than `concurrency` tasks at once', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 3 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all(Array.from({ length: 10 }, () => queue.add(task)));
    expect(most).toBe(3);
  });

  test('higher priority starts first', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    const log = [];
    const gate = deferred();
    queue.add(controlled(log, 'blocker', gate));
    const done = [
      queue.add(() => log.push('low'), { priority: 1 }),
      queue.add(() => log.push('high'), { priority: 10 }),
      queue.add(() => log.push('default')),
    ];
    gate.resolve();
    await Promise.all(done);
    expect(log).toEqual(['blocker', 'high', 'low', 'default']);
  });

  test('first in, first out within a priority', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    const log = [];
    const gate = deferred();
    queue.add(controlled(log, 'blocker', gate));
    const done = ['a', 'b', 'c', 'd'].map((name) => queue.add(() => log.push(name), { priority: 5 }));
    gate.resolve();
    await Promise.all(done);
    expect(log).toEqual(['blocker', 'a', 'b', 'c', 'd']);
  });

  test('onIdle resolves once everything has finished', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 2 });
    const finished = [];
    for (const ms of [10, 5, 15]) queue.add(() => new Promise((r) => setTimeout(r, ms)).then(() => finished.push(ms)));
    await queue.onIdle();
    expect(finished).toEqual([5, 10, 15]);
    expect(queue.size).toBe(0);
    expect(queue.pending).toBe(0);
  });

  test('a failing task rejects its own promise and the queue goes on', async () => {
    const queue = new PriorityTaskQueue();
    const failing = queue.add(() => Promise.reject(new Error('boom')));
    const next = queue.add(() => 'still runs');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('still runs');
  });
});

describe('PriorityTaskQueue (hidden)', () => {
  test('a task starts synchronously inside add when a slot is free', () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    const task = jest.fn(() => deferred().promise);
    const other = jest.fn();
    queue.add(task);
    expect(task).toHaveBeenCalledTimes(1);
    queue.add(other);
    expect(other).not.toHaveBeenCalled();
    expect(queue.pending).toBe(1);
    expect(queue.size).toBe(1);
  });

  test('the next task starts as soon as one slot frees up', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 2 });
    const log = [];
    const gates = [deferred(), deferred(), deferred()];
    queue.add(controlled(log, 'a', gates[0]));
    queue.add(controlled(log, 'b', gates[1]));
    queue.add(controlled(log, 'c', gates[2]));
    expect(log).toEqual(['a', 'b']);
    gates[1].resolve();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    gates[0].resolve();
    gates[2].resolve();
    await queue.onIdle();
  });

  test('pause stops new starts, running tasks finish, resume fills the slots', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 2 });
    const log = [];
    const gate = deferred();
    const first = queue.add(controlled(log, 'running', gate));
    queue.pause();
    queue.pause();
    const later = ['x', 'y', 'z'].map((name) => queue.add(() => log.push(name)));
    await tick();
    expect(log).toEqual(['running']);
    expect(queue.size).toBe(3);
    gate.resolve('ok');
    await expect(first).resolves.toBe('ok');
    await tick();
    expect(log).toEqual(['running']);
    queue.resume();
    expect(log).toEqual(['running', 'x', 'y']);
    await Promise.all(later);
    expect(log).toEqual(['running', 'x', 'y', 'z']);
    queue.resume();
  });

  test('while paused, priorities still decide the order after resume', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    const log = [];
    queue.pause();
    const done = [
      queue.add(() => log.push('p0-a')),
      queue.add(() => log.push('p-1'), { priority: -1 }),
      queue.add(() => log.push('p2.5'), { priority: 2.5 }),
      queue.add(() => log.push('p0-b'), { priority: 0 }),
      queue.add(() => log.push('p0-c')),
    ];
    queue.resume();
    await Promise.all(done);
    expect(log).toEqual(['p2.5', 'p0-a', 'p0-b', 'p0-c', 'p-1']);
  });

  test('onIdle waits while paused with waiting tasks', async () => {
    const queue = new PriorityTaskQueue();
    queue.pause();
    queue.add(() => 'x');
    let idle = false;
    queue.onIdle().then(() => (idle = true));
    await tick();
    expect(idle).toBe(false);
    queue.resume();
    await tick();
    expect(idle).toBe(true);
  });

  test('onIdle resolves right away when idle, and every caller is notified', async () => {
    const queue = new PriorityTaskQueue();
    await expect(queue.onIdle()).resolves.toBeUndefined();
    const gate = deferred();
    queue.add(() => gate.promise);
    const waits = [queue.onIdle(), queue.onIdle()];
    gate.resolve();
    await expect(Promise.all(waits)).resolves.toEqual([undefined, undefined]);
  });

  test('onIdle waits for running tasks, not just for an empty queue', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 2 });
    const gate = deferred();
    queue.add(() => gate.promise);
    let idle = false;
    queue.onIdle().then(() => (idle = true));
    await tick();
    expect(idle).toBe(false);
    gate.resolve();
    await queue.onIdle();
    expect(idle).toBe(true);
  });

  test('a synchronous throw becomes a rejection and frees the slot', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    let result;
    expect(() => {
      result = queue.add(() => {
        throw new Error('sync');
      });
    }).not.toThrow();
    await expect(result).rejects.toThrow('sync');
    await expect(queue.add(() => 'after')).resolves.toBe('after');
    expect(queue.pending).toBe(0);
  });

  test('a rejected task frees its slot for waiting tasks', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    const gate = deferred();
    const failing = queue.add(() => gate.promise);
    const waiting = queue.add(() => 'next');
    gate.reject(new Error('nope'));
    await expect(failing).rejects.toThrow('nope');
    await expect(waiting).resolves.toBe('next');
    await queue.onIdle();
  });

  test('a high-priority task added later jumps ahead of the waiting ones', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    const log = [];
    const gate = deferred();
    queue.add(controlled(log, 'blocker', gate));
    const done = [queue.add(() => log.push('a')), queue.add(() => log.push('b'))];
    await tick();
    done.push(queue.add(() => log.push('urgent'), { priority: 1 }));
    gate.resolve();
    await Promise.all(done);
    expect(log).toEqual(['blocker', 'urgent', 'a', 'b']);
  });

  test('tasks may add tasks', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    const log = [];
    await queue.add(() => {
      log.push('outer');
      queue.add(() => log.push('inner'));
    });
    await queue.onIdle();
    expect(log).toEqual(['outer', 'inner']);
  });

  test('concurrency must be a positive integer or Infinity', async () => {
    for (const bad of [0, -1, 1.5, NaN]) expect(() => new PriorityTaskQueue({ concurrency: bad })).toThrow(RangeError);
    const queue = new PriorityTaskQueue({ concurrency: Infinity });
    const tasks = Array.from({ length: 50 }, () => jest.fn(() => deferred().promise));
    tasks.forEach((task) => queue.add(task));
    expect(tasks.every((task) => task.mock.calls.length === 1)).toBe(true);
    expect(queue.pending).toBe(50);
  });

  test('the default concurrency is 1', async () => {
    const queue = new PriorityTaskQueue();
    const second = jest.fn();
    queue.add(() => deferred().promise);
    queue.add(second);
    await tick();
    expect(second).not.toHaveBeenCalled();
  });

  test('many tasks keep priority and FIFO order', async () => {
    const queue = new PriorityTaskQueue({ concurrency: 1 });
    queue.pause();
    const log = [];
    const done = [];
    for (let i = 0; i < 3000; i++) done.push(queue.add(() => log.push(i), { priority: i % 3 }));
    queue.resume();
    await Promise.all(done);
    const expected = [2, 1, 0].flatMap((p) => Array.from({ length: 1000 }, (_, k) => 3 * k + p));
    expect(log).toEqual(expected);
  });
});
