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
});
