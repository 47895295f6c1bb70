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
});

describe('Scheduler timing', () => {
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
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const addTask = (ms, label) =>
      scheduler.add(() => sleep(ms)).then(() => log.push(`${label} at ${Date.now() - start}`));
    addTask(1000, '1');
    addTask(500, '2');
    addTask(300, '3');
    addTask(400, '4');
    await jest.advanceTimersByTimeAsync(1200);
    expect(log).toEqual(['2 at 500', '3 at 800', '1 at 1000', '4 at 1200']);
  });
});
