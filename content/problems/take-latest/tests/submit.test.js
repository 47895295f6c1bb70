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

  test('a slower latest call still wins over a faster earlier one', async () => {
    const latestSearch = takeLatest(search);
    const first = track(latestSearch('rea', 100));
    const second = track(latestSearch('react', 300));
    await jest.advanceTimersByTimeAsync(100);
    expect(isSuperseded(first.reason)).toBe(true);
    expect(second.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(200);
    expect(second.value).toBe('results for react');
    expect(isSuperseded(first.reason)).toBe(true);
  });

  test('a superseded call is rejected even if its fn never settles', async () => {
    const latestSearch = takeLatest((query) => (query === 'stuck' ? new Promise(() => {}) : Promise.resolve(query)));
    const first = track(latestSearch('stuck'));
    const second = track(latestSearch('fine'));
    await jest.advanceTimersByTimeAsync(0);
    expect(isSuperseded(first.reason)).toBe(true);
    expect(second.value).toBe('fine');
  });

  test('only the last of several rapid calls resolves', async () => {
    const latestSearch = takeLatest(search);
    const states = ['r', 're', 'rea', 'reac', 'react'].map((q, i) => track(latestSearch(q, 500 - i * 100)));
    await jest.advanceTimersByTimeAsync(500);
    states.slice(0, 4).forEach((state) => expect(isSuperseded(state.reason)).toBe(true));
    expect(states[4].value).toBe('results for react');
  });

  test('calls fn right away for every call', async () => {
    const latestSearch = takeLatest(search);
    latestSearch('a', 100).catch(() => {});
    latestSearch('b', 100).catch(() => {});
    latestSearch('c', 100);
    expect(search).toHaveBeenCalledTimes(3);
    expect(search.mock.calls.map((call) => call[0])).toEqual(['a', 'b', 'c']);
    await jest.advanceTimersByTimeAsync(100);
  });

  test('the latest call passes its own rejection through', async () => {
    const error = new Error('server error');
    const latestLoad = takeLatest((ok) => (ok ? Promise.resolve('ok') : Promise.reject(error)));
    const first = track(latestLoad(true));
    const second = track(latestLoad(false));
    await jest.advanceTimersByTimeAsync(0);
    expect(isSuperseded(first.reason)).toBe(true);
    expect(second.reason).toBe(error);
  });

  test("a stale call's failure is ignored and does not reach anyone", async () => {
    const latestLoad = takeLatest(
      (ms, fails) => new Promise((resolve, reject) => setTimeout(() => (fails ? reject(new Error('stale failure')) : resolve(ms)), ms)),
    );
    const first = track(latestLoad(50, true));
    const second = track(latestLoad(100, false));
    await jest.advanceTimersByTimeAsync(100);
    expect(isSuperseded(first.reason)).toBe(true);
    expect(second.value).toBe(100);
  });

  test('a synchronous throw rejects that call instead of throwing', async () => {
    const latestParse = takeLatest((text) => {
      if (text === 'bad') throw new SyntaxError('cannot parse');
      return JSON.parse(text);
    });
    let result;
    expect(() => { result = latestParse('bad'); }).not.toThrow();
    expect(result).toBeInstanceOf(Promise);
    const state = track(result);
    await jest.advanceTimersByTimeAsync(0);
    expect(state.reason).toBeInstanceOf(SyntaxError);
    await expect(latestParse('[1,2]')).resolves.toEqual([1, 2]);
  });

  test('accepts a fn that returns a plain value', async () => {
    const latestDouble = takeLatest((n) => n * 2);
    await expect(latestDouble(21)).resolves.toBe(42);
  });

  test('each wrapped function has its own latest call', async () => {
    const latestUsers = takeLatest(search);
    const latestPosts = takeLatest(search);
    const users = track(latestUsers('users', 200));
    const posts = track(latestPosts('posts', 100));
    await jest.advanceTimersByTimeAsync(200);
    expect(users.value).toBe('results for users');
    expect(posts.value).toBe('results for posts');
  });

  test('a settled latest call is not affected by later calls', async () => {
    const latestSearch = takeLatest(search);
    const first = track(latestSearch('first', 10));
    await jest.advanceTimersByTimeAsync(10);
    const second = track(latestSearch('second', 100));
    const third = track(latestSearch('third', 10));
    await jest.advanceTimersByTimeAsync(100);
    expect(first.value).toBe('results for first');
    expect(isSuperseded(second.reason)).toBe(true);
    expect(third.value).toBe('results for third');
  });

  test('keeps this for every call', async () => {
    function whoAmI() {
      return Promise.resolve(this && this.name);
    }
    const latestWho = takeLatest(whoAmI);
    const a = track(latestWho.call({ name: 'a' }));
    const b = track(latestWho.call({ name: 'b' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(isSuperseded(a.reason)).toBe(true);
    expect(b.value).toBe('b');
  });
});
