describe('Scheduler', () => {
  const deferred = () => {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
  // a macrotask runs after every pending promise callback, so the scheduler has reacted by then
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  // a clear failure instead of a 5-second test timeout when a promise never settles
  const settled = (promise, ms = 500) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms);
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  const outcome = (promise) =>
    settled(promise).then(
      (value) => ['ok', value],
      (error) => ['error', error instanceof Error ? error.message : error],
    );

  test('starts a task synchronously when a slot is free', () => {
    const scheduler = new Scheduler(1);
    const task = jest.fn(() => new Promise(() => {}));
    const result = scheduler.add(task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(result).toBeInstanceOf(Promise);
  });

  test('runs at most `limit` tasks at once', async () => {
    const scheduler = new Scheduler(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const tasks = gates.map((gate) => jest.fn(() => gate.promise));
    tasks.forEach((task) => scheduler.add(task));
    const calls = () => tasks.map((task) => task.mock.calls.length);
    expect(calls()).toEqual([1, 1, 0, 0]);
    gates[1].resolve();
    await flush();
    expect(calls()).toEqual([1, 1, 1, 0]);
    gates[0].resolve();
    await flush();
    expect(calls()).toEqual([1, 1, 1, 1]);
  });

  test('add() resolves with the task result', async () => {
    const scheduler = new Scheduler(2);
    await expect(settled(scheduler.add(() => Promise.resolve(42)))).resolves.toBe(42);
    const late = () => new Promise((resolve) => setTimeout(() => resolve('late'), 5));
    await expect(settled(scheduler.add(late))).resolves.toBe('late');
  });

  test('a rejected task rejects its promise and frees its slot', async () => {
    const scheduler = new Scheduler(1);
    const error = new Error('boom');
    const failing = scheduler.add(() => Promise.reject(error));
    const next = jest.fn(() => Promise.resolve('next'));
    const after = scheduler.add(next);
    await expect(settled(failing)).rejects.toBe(error);
    await expect(settled(after)).resolves.toBe('next');
    expect(next).toHaveBeenCalledTimes(1);
  });

  test('onIdle() resolves once every task has finished', async () => {
    const scheduler = new Scheduler(2);
    const gates = [deferred(), deferred(), deferred()];
    gates.forEach((gate) => scheduler.add(() => gate.promise));
    const idle = jest.fn();
    scheduler.onIdle().then(idle);
    gates[0].resolve();
    gates[1].resolve();
    await flush();
    expect(idle).not.toHaveBeenCalled();
    gates[2].resolve();
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  test('a running task keeps its slot until its promise settles', async () => {
    const scheduler = new Scheduler(1);
    const gate = deferred();
    scheduler.add(() => gate.promise);
    const waiting = jest.fn();
    scheduler.add(waiting);
    await flush();
    expect(waiting).not.toHaveBeenCalled();
    gate.resolve();
    await flush();
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  test('a task that throws synchronously rejects its promise and frees its slot', async () => {
    const scheduler = new Scheduler(1);
    const error = new Error('sync');
    let failing;
    expect(() => {
      failing = scheduler.add(() => {
        throw error;
      });
    }).not.toThrow();
    const next = jest.fn(() => 'ok');
    const after = scheduler.add(next);
    await expect(settled(failing)).rejects.toBe(error);
    await expect(settled(after)).resolves.toBe('ok');
    expect(next).toHaveBeenCalledTimes(1);
  });

  test('accepts tasks that return plain values or thenables', async () => {
    const scheduler = new Scheduler(1);
    const results = [
      scheduler.add(() => 'plain'),
      scheduler.add(() => undefined),
      scheduler.add(() => ({ then: (resolve) => resolve('thenable') })),
      scheduler.add(() => ({ then: (_, reject) => reject(new Error('bad thenable')) })),
      scheduler.add(() => 0),
    ];
    expect(await Promise.all(results.map(outcome))).toEqual([
      ['ok', 'plain'],
      ['ok', undefined],
      ['ok', 'thenable'],
      ['error', 'bad thenable'],
      ['ok', 0],
    ]);
  });

  test('tasks can add tasks, which wait behind the tasks added before them', async () => {
    const scheduler = new Scheduler(1);
    const order = [];
    const gate = deferred();
    const addedLater = deferred();
    scheduler.add(() => {
      order.push('a');
      // still running: 'b' was added meanwhile, so 'c' must wait behind it
      return addedLater.promise.then(() => {
        scheduler.add(() => {
          order.push('c');
        });
        return gate.promise;
      });
    });
    scheduler.add(() => {
      order.push('b');
    });
    addedLater.resolve();
    await flush();
    expect(order).toEqual(['a']);
    gate.resolve();
    await flush();
    expect(order).toEqual(['a', 'b', 'c']);
  });

  test('a task added from a running task starts at once only if a slot is free', () => {
    const never = () => new Promise(() => {});
    const order = [];
    const roomy = new Scheduler(2);
    roomy.add(() => {
      order.push('outer');
      roomy.add(() => {
        order.push('inner');
        return never();
      });
      return never();
    });
    roomy.add(() => {
      order.push('third');
    });
    expect(order).toEqual(['outer', 'inner']);

    // the calling task already holds the only slot
    const full = new Scheduler(1);
    const inner = jest.fn(never);
    full.add(() => {
      full.add(inner);
      return never();
    });
    expect(inner).not.toHaveBeenCalled();
  });

  test('failures do not stop the queue', async () => {
    const scheduler = new Scheduler(2);
    const tasks = [
      () => Promise.reject(new Error('first')),
      () => {
        throw new Error('second');
      },
      () => Promise.resolve(3),
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('fourth')), 5)),
      () => {
        throw new Error('fifth');
      },
      () => new Promise((resolve) => setTimeout(() => resolve(6), 5)),
    ].map((fn) => jest.fn(fn));
    const results = await Promise.all(tasks.map((task) => outcome(scheduler.add(task))));
    expect(results).toEqual([
      ['error', 'first'],
      ['error', 'second'],
      ['ok', 3],
      ['error', 'fourth'],
      ['error', 'fifth'],
      ['ok', 6],
    ]);
    for (const task of tasks) expect(task).toHaveBeenCalledTimes(1);
  });

  test('instances are independent', () => {
    const one = new Scheduler(1);
    const two = new Scheduler(1);
    const a = jest.fn(() => new Promise(() => {}));
    const b = jest.fn(() => new Promise(() => {}));
    one.add(a);
    two.add(b);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  test('rejects an invalid limit with a RangeError', () => {
    for (const limit of [0, -1, 1.5, NaN]) {
      expect(() => new Scheduler(limit)).toThrow(RangeError);
    }
    expect(() => new Scheduler(1)).not.toThrow();
    expect(() => new Scheduler(100)).not.toThrow();
  });

  test('onIdle() resolves with undefined right away when the scheduler is idle', async () => {
    const scheduler = new Scheduler(2);
    const first = jest.fn();
    scheduler.onIdle().then(first);
    await flush();
    expect(first).toHaveBeenCalledWith(undefined);
    await scheduler.add(() => Promise.resolve(1));
    await flush();
    const second = jest.fn();
    scheduler.onIdle().then(second);
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('onIdle() also waits for tasks that are still waiting or added later', async () => {
    const scheduler = new Scheduler(1);
    const gates = [deferred(), deferred(), deferred()];
    scheduler.add(() => gates[0].promise);
    scheduler.add(() => gates[1].promise);
    const idle = jest.fn();
    scheduler.onIdle().then(idle);
    scheduler.add(() => gates[2].promise);
    gates[0].resolve();
    await flush();
    expect(idle).not.toHaveBeenCalled();
    gates[1].resolve();
    await flush();
    expect(idle).not.toHaveBeenCalled();
    gates[2].resolve();
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  test('onIdle() resolves every caller, also when tasks failed', async () => {
    const scheduler = new Scheduler(2);
    const gates = [deferred(), deferred()];
    const failures = gates.map((gate) => outcome(scheduler.add(() => gate.promise)));
    const idle = [jest.fn(), jest.fn()];
    scheduler.onIdle().then(idle[0]);
    scheduler.onIdle().then(idle[1]);
    gates[0].reject(new Error('one'));
    gates[1].reject(new Error('two'));
    await flush();
    expect(idle[0]).toHaveBeenCalledTimes(1);
    expect(idle[1]).toHaveBeenCalledTimes(1);
    expect(await Promise.all(failures)).toEqual([
      ['error', 'one'],
      ['error', 'two'],
    ]);
  });

  test('handles thousands of tasks with the slots always full', async () => {
    const scheduler = new Scheduler(10);
    let running = 0;
    let maxRunning = 0;
    const promises = [];
    for (let i = 0; i < 5000; i++) {
      promises.push(
        scheduler.add(() => {
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          return Promise.resolve(i).then((value) => {
            running -= 1;
            return value * 2;
          });
        }),
      );
    }
    const results = await settled(Promise.all(promises));
    expect(results).toHaveLength(5000);
    expect(results.every((value, i) => value === i * 2)).toBe(true);
    expect(maxRunning).toBe(10);
  });
});

describe('Scheduler timing', () => {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('starts waiting tasks in the order they were added, as soon as a slot frees', async () => {
    const scheduler = new Scheduler(2);
    const start = Date.now();
    const log = [];
    const addTask = (ms, label) =>
      scheduler.add(() => sleep(ms)).then(() => log.push(`${label} at ${Date.now() - start}`));
    addTask(1000, '1');
    addTask(500, '2');
    addTask(300, '3');
    addTask(400, '4');
    await jest.advanceTimersByTimeAsync(1200);
    expect(log).toEqual(['2 at 500', '3 at 800', '1 at 1000', '4 at 1200']);
  });

  test('keeps every slot busy: each task starts when the earliest slot frees', async () => {
    const limit = 3;
    const durations = [300, 100, 200, 50, 400, 100, 100, 250, 30, 70, 500, 10, 100, 100];
    // the expected schedule: in add order, each task takes the slot that frees first
    const slots = new Array(limit).fill(0);
    const expected = durations.map((ms) => {
      const slot = slots.indexOf(Math.min(...slots));
      const startsAt = slots[slot];
      slots[slot] += ms;
      return startsAt;
    });
    const scheduler = new Scheduler(limit);
    const start = Date.now();
    const startedAt = [];
    let running = 0;
    let maxRunning = 0;
    durations.forEach((ms, i) =>
      scheduler.add(() => {
        startedAt[i] = Date.now() - start;
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        return sleep(ms).then(() => {
          running -= 1;
        });
      }),
    );
    await jest.advanceTimersByTimeAsync(Math.max(...slots));
    expect(startedAt).toEqual(expected);
    expect(maxRunning).toBe(limit);
  });

  test('with limit 1, tasks run strictly one after another', async () => {
    const scheduler = new Scheduler(1);
    const events = [];
    [30, 10, 20].forEach((ms, i) =>
      scheduler.add(() => {
        events.push(`start ${i}`);
        return sleep(ms).then(() => events.push(`end ${i}`));
      }),
    );
    await jest.advanceTimersByTimeAsync(60);
    expect(events).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });
});
