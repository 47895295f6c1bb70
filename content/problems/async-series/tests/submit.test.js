// Records how a promise settled, so a test can check it at exact fake-timer moments.
function track(promise) {
  const state = { status: 'pending', value: undefined, reason: undefined };
  promise.then(
    (value) => { state.status = 'fulfilled'; state.value = value; },
    (reason) => { state.status = 'rejected'; state.reason = reason; },
  );
  return state;
}
// A task that takes `ms` (fake) milliseconds and fulfils with `value`.
const step = (ms, value) => jest.fn(() => new Promise((resolve) => setTimeout(() => resolve(value), ms)));
const failingStep = (ms, reason) => jest.fn(() => new Promise((_, reject) => setTimeout(() => reject(reason), ms)));

describe('asyncSeries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('fulfils with the results in task order', async () => {
    const result = asyncSeries([step(300, 'migrate'), step(100, 'seed'), () => 'done']);
    expect(result).toBeInstanceOf(Promise);
    const state = track(result);
    await jest.advanceTimersByTimeAsync(400);
    expect(state.status).toBe('fulfilled');
    expect(state.value).toEqual(['migrate', 'seed', 'done']);
  });

  test('starts a task only after the previous one has finished', async () => {
    const first = step(300, 'first');
    const second = step(100, 'second');
    const state = track(asyncSeries([first, second]));
    await jest.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(299);
    expect(second).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1); // t = 300
    expect(second).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(99);
    expect(state.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1); // t = 400
    expect(state.value).toEqual(['first', 'second']);
  });

  test('rejects at the first failure and does not call later tasks', async () => {
    const error = new Error('b failed');
    const last = step(10, 'c');
    const state = track(asyncSeries([step(10, 'a'), failingStep(10, error), last]));
    await jest.advanceTimersByTimeAsync(1000);
    expect(state.status).toBe('rejected');
    expect(state.reason).toBe(error);
    expect(last).not.toHaveBeenCalled();
  });

  test('fulfils an empty list with an empty array', async () => {
    await expect(asyncSeries([])).resolves.toEqual([]);
  });

  test('accepts tasks that return plain values', async () => {
    await expect(asyncSeries([() => 1, () => 2, () => 3])).resolves.toEqual([1, 2, 3]);
  });

  test('never runs two tasks at the same time', async () => {
    let running = 0;
    let maxRunning = 0;
    const task = (ms, value) => () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      return new Promise((resolve) => setTimeout(() => { running -= 1; resolve(value); }, ms));
    };
    const state = track(asyncSeries([task(50, 1), task(10, 2), task(30, 3), task(20, 4)]));
    await jest.advanceTimersByTimeAsync(110);
    expect(state.value).toEqual([1, 2, 3, 4]);
    expect(maxRunning).toBe(1);
  });

  test('a synchronous throw rejects instead of throwing', async () => {
    const later = jest.fn(() => 'never');
    let result;
    expect(() => {
      result = asyncSeries([() => { throw new Error('sync failure'); }, later]);
    }).not.toThrow();
    expect(result).toBeInstanceOf(Promise);
    const state = track(result);
    await jest.advanceTimersByTimeAsync(0);
    expect(state.reason.message).toBe('sync failure');
    expect(later).not.toHaveBeenCalled();
  });

  test('a failure in the middle keeps the later tasks from ever running', async () => {
    const later = [step(10, 'x'), step(10, 'y')];
    const state = track(asyncSeries([step(10, 'ok'), () => Promise.reject('stop'), ...later]));
    await jest.advanceTimersByTimeAsync(5000);
    expect(state.reason).toBe('stop');
    later.forEach((task) => expect(task).not.toHaveBeenCalled());
  });

  test('rejects as soon as the failing task fails', async () => {
    const state = track(asyncSeries([step(100, 'a'), failingStep(50, 'boom'), step(1000, 'c')]));
    await jest.advanceTimersByTimeAsync(149);
    expect(state.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1); // t = 150
    expect(state.status).toBe('rejected');
    expect(state.reason).toBe('boom');
  });

  test('calls each task exactly once, with no arguments', async () => {
    const tasks = [step(10, 'a'), step(10, 'b'), step(10, 'c')];
    const state = track(asyncSeries(tasks));
    await jest.advanceTimersByTimeAsync(30);
    expect(state.value).toEqual(['a', 'b', 'c']);
    tasks.forEach((task) => {
      expect(task).toHaveBeenCalledTimes(1);
      expect(task.mock.calls[0]).toEqual([]);
    });
  });

  test('keeps undefined and falsy results in their slots', async () => {
    await expect(asyncSeries([() => undefined, () => Promise.resolve(0), () => null, () => ''])).resolves.toEqual([
      undefined,
      0,
      null,
      '',
    ]);
  });

  test('accepts thenables', async () => {
    const thenable = { then: (resolve) => setTimeout(() => resolve('thenable'), 20) };
    const after = jest.fn(() => 'after');
    const state = track(asyncSeries([() => thenable, after]));
    await jest.advanceTimersByTimeAsync(19);
    expect(after).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(state.value).toEqual(['thenable', 'after']);
  });

  test('fulfils with a new array and leaves the tasks alone', async () => {
    const tasks = [() => 'a', () => 'b'];
    const copy = [...tasks];
    const results = await asyncSeries(tasks);
    expect(results).not.toBe(tasks);
    expect(results).toEqual(['a', 'b']);
    expect(tasks).toEqual(copy);
  });

  test('the total time is the sum of the task times', async () => {
    const state = track(asyncSeries([step(100, 1), step(200, 2), step(300, 3)]));
    await jest.advanceTimersByTimeAsync(599);
    expect(state.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(state.value).toEqual([1, 2, 3]);
  });

  test('handles many tasks', async () => {
    const tasks = Array.from({ length: 2000 }, (_, i) => () => (i % 2 ? Promise.resolve(i) : i));
    const results = await asyncSeries(tasks);
    expect(results).toHaveLength(2000);
    expect(results[0]).toBe(0);
    expect(results[1999]).toBe(1999);
  });

  test('separate calls run independently', async () => {
    const a = track(asyncSeries([step(100, 'a1'), step(100, 'a2')]));
    const b = track(asyncSeries([step(50, 'b1'), failingStep(50, 'b failed'), step(10, 'b3')]));
    await jest.advanceTimersByTimeAsync(100);
    expect(b.reason).toBe('b failed');
    expect(a.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(100);
    expect(a.value).toEqual(['a1', 'a2']);
  });
});
