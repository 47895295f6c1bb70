describe('debounce', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('does not call func before wait has elapsed', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced();
    jest.advanceTimersByTime(99);
    expect(func).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(func).toHaveBeenCalledTimes(1);
  });

  test('a burst of calls results in one call with the latest arguments', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced('a');
    debounced('b');
    debounced('c', 42);
    jest.advanceTimersByTime(100);
    expect(func).toHaveBeenCalledTimes(1);
    expect(func).toHaveBeenCalledWith('c', 42);
  });

  test('every call restarts the timer', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced();
    jest.advanceTimersByTime(60);
    debounced();
    jest.advanceTimersByTime(60);
    debounced();
    jest.advanceTimersByTime(99);
    expect(func).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(func).toHaveBeenCalledTimes(1);
  });

  test('separate bursts cause separate calls', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced(1);
    debounced(2);
    jest.advanceTimersByTime(100);
    debounced(3);
    jest.advanceTimersByTime(100);
    expect(func).toHaveBeenCalledTimes(2);
    expect(func).toHaveBeenNthCalledWith(1, 2);
    expect(func).toHaveBeenNthCalledWith(2, 3);
  });

  test('uses `this` of the last call', () => {
    const seen = [];
    const save = debounce(function () {
      seen.push(this);
    }, 50);
    const a = { save };
    const b = { save };
    a.save();
    b.save();
    jest.advanceTimersByTime(50);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(b);
  });

  test('wait of 0 still defers the call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 0);
    debounced('x');
    expect(func).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(func).toHaveBeenCalledWith('x');
  });

  test('cancel() drops the pending call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(500);
    expect(func).not.toHaveBeenCalled();
  });

  test('works again after cancel()', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced('first');
    debounced.cancel();
    debounced('second');
    jest.advanceTimersByTime(100);
    expect(func).toHaveBeenCalledTimes(1);
    expect(func).toHaveBeenCalledWith('second');
  });

  test('cancel() with nothing pending is harmless', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    expect(() => debounced.cancel()).not.toThrow();
    debounced();
    jest.advanceTimersByTime(100);
    expect(func).toHaveBeenCalledTimes(1);
  });

  test('two debounced functions keep independent timers', () => {
    const f1 = jest.fn();
    const f2 = jest.fn();
    const d1 = debounce(f1, 100);
    const d2 = debounce(f2, 100);
    d1();
    jest.advanceTimersByTime(50);
    d2();
    jest.advanceTimersByTime(50);
    expect(f1).toHaveBeenCalledTimes(1);
    expect(f2).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(f2).toHaveBeenCalledTimes(1);
  });

  test('func is not called again without a new call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced();
    jest.advanceTimersByTime(1000);
    expect(func).toHaveBeenCalledTimes(1);
  });

  test('passes every argument of the last call, not only the first', () => {
    const func = jest.fn();
    const debounced = debounce(func, 50);
    debounced(1, 2, 3);
    debounced('a', 'b');
    jest.advanceTimersByTime(50);
    expect(func).toHaveBeenCalledTimes(1);
    expect(func).toHaveBeenCalledWith('a', 'b');
  });
});
