describe('debounce with options', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('trailing by default: one call with the latest arguments after the burst', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced('a');
    jest.advanceTimersByTime(50);
    debounced('b');
    jest.advanceTimersByTime(50);
    debounced('c');
    jest.advanceTimersByTime(99);
    expect(func).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(func).toHaveBeenCalledTimes(1);
    expect(func).toHaveBeenCalledWith('c');
  });

  test('leading only: called at once with the first arguments, once per burst', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { leading: true, trailing: false });
    debounced('a');
    expect(func).toHaveBeenCalledWith('a');
    debounced('b');
    jest.advanceTimersByTime(60);
    debounced('c');
    jest.advanceTimersByTime(200);
    expect(func).toHaveBeenCalledTimes(1);
    debounced('d');
    expect(func).toHaveBeenCalledTimes(2);
    expect(func).toHaveBeenLastCalledWith('d');
  });

  test('leading and trailing: a single call runs once, a burst runs twice', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { leading: true, trailing: true });
    debounced('only');
    jest.advanceTimersByTime(500);
    expect(func.mock.calls).toEqual([['only']]);
    debounced('first');
    debounced('second');
    debounced('last');
    jest.advanceTimersByTime(100);
    expect(func.mock.calls).toEqual([['only'], ['first'], ['last']]);
  });

  test('maxWait guarantees a call during a long burst', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { maxWait: 200 });
    const times = [];
    func.mockImplementation(() => times.push(Date.now()));
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      debounced(i);
      jest.advanceTimersByTime(50);
    }
    jest.advanceTimersByTime(100);
    expect(func.mock.calls).toEqual([[3], [7], [9]]);
    expect(times.map((t) => t - start)).toEqual([200, 400, 550]);
  });

  test('cancel drops the pending call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced('x');
    debounced.cancel();
    jest.advanceTimersByTime(500);
    expect(func).not.toHaveBeenCalled();
    debounced('y');
    jest.advanceTimersByTime(100);
    expect(func).toHaveBeenCalledWith('y');
  });

  test('flush runs the pending call now and returns its result', () => {
    const func = jest.fn((x) => x * 2);
    const debounced = debounce(func, 100);
    debounced(1);
    debounced(21);
    expect(debounced.flush()).toBe(42);
    expect(func).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(func).toHaveBeenCalledTimes(1);
  });
});

describe('debounce with options (hidden)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('every call restarts the wait', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced(1);
    jest.advanceTimersByTime(90);
    debounced(2);
    jest.advanceTimersByTime(90);
    debounced(3);
    jest.advanceTimersByTime(99);
    expect(func).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(func.mock.calls).toEqual([[3]]);
  });

  test('uses the this and all arguments of the latest call', () => {
    const seen = [];
    const debounced = debounce(function (...args) {
      seen.push([this.name, args]);
    }, 50);
    const a = { name: 'a', debounced };
    const b = { name: 'b', debounced };
    a.debounced(1, 2);
    b.debounced(3, 4, 5);
    jest.advanceTimersByTime(50);
    expect(seen).toEqual([['b', [3, 4, 5]]]);
  });

  test('returns the result of the last invocation', () => {
    let n = 0;
    const debounced = debounce(() => ++n, 100, { leading: true });
    expect(debounced()).toBe(1);
    expect(debounced()).toBe(1);
    jest.advanceTimersByTime(100);
    expect(n).toBe(2);
    expect(debounced()).toBe(3);
  });

  test('pending() is true during a burst only', () => {
    const debounced = debounce(() => {}, 100);
    expect(debounced.pending()).toBe(false);
    debounced();
    expect(debounced.pending()).toBe(true);
    jest.advanceTimersByTime(100);
    expect(debounced.pending()).toBe(false);
    debounced();
    debounced.cancel();
    expect(debounced.pending()).toBe(false);
  });

  test('maxWait with leading: the clock starts with the burst', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { leading: true, maxWait: 150 });
    const start = Date.now();
    const times = [];
    func.mockImplementation(() => times.push(Date.now() - start));
    debounced('a');
    jest.advanceTimersByTime(90);
    debounced('b');
    jest.advanceTimersByTime(90);
    debounced('c');
    jest.advanceTimersByTime(1000);
    expect(func.mock.calls).toEqual([['a'], ['b'], ['c']]);
    expect(times).toEqual([0, 150, 280]);
  });

  test('maxWait does not call when nothing is pending', () => {
    const func = jest.fn();
    const debounced = debounce(func, 300, { leading: true, trailing: false, maxWait: 400 });
    debounced('a');
    jest.advanceTimersByTime(250);
    debounced('b');
    jest.advanceTimersByTime(150);
    expect(func.mock.calls).toEqual([['a'], ['b']]);
    jest.advanceTimersByTime(1000);
    expect(func.mock.calls).toEqual([['a'], ['b']]);
  });

  test('maxWait smaller than wait is raised to wait', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { maxWait: 20 });
    for (let i = 0; i < 6; i++) {
      debounced(i);
      jest.advanceTimersByTime(40);
    }
    // treated as maxWait 100: calls at 100 and 200, each with the latest pending arguments
    expect(func.mock.calls).toEqual([[2], [4]]);
  });

  test('no timers are left once a burst is over', () => {
    const debounced = debounce(() => {}, 100, { maxWait: 250 });
    debounced();
    jest.advanceTimersByTime(50);
    debounced();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    jest.advanceTimersByTime(100);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('cancel clears every timer and the next call starts a new burst', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { leading: true, maxWait: 200 });
    debounced('a');
    debounced('b');
    debounced.cancel();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(func.mock.calls).toEqual([['a']]);
    debounced('c');
    expect(func.mock.calls).toEqual([['a'], ['c']]);
  });

  test('flush with nothing pending returns the last result and does not call', () => {
    const func = jest.fn(() => 'done');
    const debounced = debounce(func, 100);
    expect(debounced.flush()).toBeUndefined();
    debounced();
    jest.advanceTimersByTime(100);
    expect(debounced.flush()).toBe('done');
    expect(func).toHaveBeenCalledTimes(1);
  });

  test('flush ends the burst: the next call is a new leading call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { leading: true, trailing: true });
    debounced('a');
    debounced('b');
    debounced.flush();
    expect(func.mock.calls).toEqual([['a'], ['b']]);
    expect(jest.getTimerCount()).toBe(0);
    debounced('c');
    expect(func.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  test('leading false and trailing false never calls', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100, { leading: false, trailing: false });
    debounced();
    jest.advanceTimersByTime(500);
    expect(func).not.toHaveBeenCalled();
  });

  test('wait of 0 still defers the call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 0);
    debounced('now?');
    expect(func).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(func).toHaveBeenCalledWith('now?');
  });
});
