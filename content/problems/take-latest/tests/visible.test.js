// Records how a promise settled, so a test can check it at exact fake-timer moments.
function track(promise) {
  const state = { status: 'pending', value: undefined, reason: undefined };
  promise.then(
    (value) => { state.status = 'fulfilled'; state.value = value; },
    (reason) => { state.status = 'rejected'; state.reason = reason; },
  );
  return state;
}
// A fake API: search(query, ms) answers `results for <query>` after ms (fake) milliseconds.
const search = jest.fn(
  (query, ms) => new Promise((resolve) => setTimeout(() => resolve(`results for ${query}`), ms)),
);
const isSuperseded = (reason) =>
  reason instanceof Error && reason.name === 'SupersededError' && reason.message === 'Superseded by a newer call';

describe('takeLatest', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    search.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  test('a single call resolves with the result of fn', async () => {
    const latestSearch = takeLatest(search);
    expect(typeof latestSearch).toBe('function');
    const result = latestSearch('react', 100);
    expect(result).toBeInstanceOf(Promise);
    const state = track(result);
    await jest.advanceTimersByTimeAsync(100);
    expect(state.status).toBe('fulfilled');
    expect(state.value).toBe('results for react');
  });

  test('the latest call wins even when an earlier one answers later', async () => {
    const latestSearch = takeLatest(search);
    const first = track(latestSearch('rea', 300));
    const second = track(latestSearch('react', 100));
    await jest.advanceTimersByTimeAsync(300);
    expect(second.status).toBe('fulfilled');
    expect(second.value).toBe('results for react');
    expect(first.status).toBe('rejected');
    expect(isSuperseded(first.reason)).toBe(true);
  });

  test('an earlier call is rejected as soon as a newer call is made', async () => {
    const latestSearch = takeLatest(search);
    const first = track(latestSearch('rea', 300));
    await jest.advanceTimersByTimeAsync(50);
    expect(first.status).toBe('pending');
    latestSearch('react', 100);
    await jest.advanceTimersByTimeAsync(0);
    expect(first.status).toBe('rejected');
    expect(first.reason).toBeInstanceOf(Error);
    expect(first.reason.name).toBe('SupersededError');
    expect(first.reason.message).toBe('Superseded by a newer call');
  });

  test('calls that finish before the next one keep their results', async () => {
    const latestSearch = takeLatest(search);
    const first = track(latestSearch('a', 50));
    await jest.advanceTimersByTimeAsync(50);
    const second = track(latestSearch('b', 50));
    await jest.advanceTimersByTimeAsync(50);
    expect(first.value).toBe('results for a');
    expect(second.value).toBe('results for b');
  });

  test('passes the arguments and this to fn', async () => {
    const api = {
      prefix: 'user:',
      load(id) {
        return Promise.resolve(this.prefix + id);
      },
    };
    api.loadLatest = takeLatest(api.load);
    await expect(api.loadLatest(7)).resolves.toBe('user:7');
  });
});
