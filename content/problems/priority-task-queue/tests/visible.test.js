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
