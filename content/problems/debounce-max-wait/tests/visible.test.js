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
