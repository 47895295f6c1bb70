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

  test('uses `this` of the last call', () => {
    let receivedThis;
    const obj = {
      name: 'obj',
      save: debounce(function () {
        receivedThis = this;
      }, 50),
    };
    obj.save();
    jest.advanceTimersByTime(50);
    expect(receivedThis).toBe(obj);
  });

  test('cancel() drops the pending call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(500);
    expect(func).not.toHaveBeenCalled();
  });
});
