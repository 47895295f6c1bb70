function readConfig(name, callback) {
  setTimeout(() => {
    if (name === 'missing') callback(new Error('not found'));
    else callback(null, { name, debug: true });
  }, 10);
}
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Fails the test quickly instead of waiting for the 5 s timeout when a promise never settles.
const within = (promise, ms = 2000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (reason) => { clearTimeout(timer); reject(reason); },
    );
  });

describe('promisify', () => {
  test('returns a function that returns a promise of the value', async () => {
    const readConfigAsync = promisify(readConfig);
    expect(typeof readConfigAsync).toBe('function');
    const result = readConfigAsync('app');
    expect(result).toBeInstanceOf(Promise);
    await expect(within(result)).resolves.toEqual({ name: 'app', debug: true });
  });

  test('rejects with the error passed to the callback', async () => {
    const readConfigAsync = promisify(readConfig);
    await expect(within(readConfigAsync('missing'))).rejects.toThrow('not found');
  });

  test('passes the arguments and appends the callback', async () => {
    const fn = jest.fn((a, b, callback) => callback(null, a + b));
    await expect(within(promisify(fn)(2, 3))).resolves.toBe(5);
    expect(fn.mock.calls[0]).toHaveLength(3);
    expect(fn.mock.calls[0].slice(0, 2)).toEqual([2, 3]);
    expect(typeof fn.mock.calls[0][2]).toBe('function');
  });

  test('keeps this for methods', async () => {
    const counter = {
      count: 41,
      increment(callback) {
        this.count += 1;
        callback(null, this.count);
      },
    };
    counter.incrementAsync = promisify(counter.increment);
    await expect(within(counter.incrementAsync())).resolves.toBe(42);
    expect(counter.count).toBe(42);
  });

  test('rejects instead of throwing when fn throws synchronously', async () => {
    const broken = promisify(() => {
      throw new Error('sync failure');
    });
    let result;
    expect(() => { result = broken(); }).not.toThrow();
    expect(result).toBeInstanceOf(Promise);
    await expect(within(result)).rejects.toThrow('sync failure');
  });

  test('passes this through call and apply too', async () => {
    function getName(callback) {
      callback(null, this.name);
    }
    const getNameAsync = promisify(getName);
    await expect(within(getNameAsync.call({ name: 'call' }))).resolves.toBe('call');
    await expect(within(getNameAsync.apply({ name: 'apply' }, []))).resolves.toBe('apply');
  });

  test('an undefined or missing error means success', async () => {
    await expect(within(promisify((cb) => cb(undefined, 'ok'))())).resolves.toBe('ok');
    await expect(within(promisify((cb) => cb())())).resolves.toBeUndefined();
    await expect(within(promisify((cb) => cb(null, 0))())).resolves.toBe(0);
  });

  test('rejects with any truthy error, not only Error objects', async () => {
    await expect(within(promisify((cb) => cb('bad input'))())).rejects.toBe('bad input');
    const error = new TypeError('typed');
    await expect(within(promisify((cb) => setTimeout(() => cb(error, 'ignored'), 5))())).rejects.toBe(error);
  });

  test('resolves with the first value only', async () => {
    const query = promisify((sql, cb) => cb(null, ['row 1', 'row 2'], ['id', 'name']));
    await expect(within(query('select'))).resolves.toEqual(['row 1', 'row 2']);
  });

  test('works when the callback is called synchronously', async () => {
    const double = promisify((n, cb) => cb(null, n * 2));
    await expect(within(double(21))).resolves.toBe(42);
  });

  test('only the first callback call counts', async () => {
    const flaky = promisify((cb) => {
      cb(null, 'first');
      cb(new Error('second'));
      cb(null, 'third');
    });
    await expect(within(flaky())).resolves.toBe('first');
  });

  test('does not call fn before the wrapper is called, and once per call', async () => {
    const fn = jest.fn((x, cb) => setTimeout(() => cb(null, x), 5));
    const wrapped = promisify(fn);
    expect(fn).not.toHaveBeenCalled();
    const results = await within(Promise.all([wrapped('a'), wrapped('b'), wrapped('c')]));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  test('concurrent calls settle independently', async () => {
    const wait = promisify((ms, value, cb) => setTimeout(() => (value instanceof Error ? cb(value) : cb(null, value)), ms));
    const slow = wait(30, 'slow');
    const failing = wait(5, new Error('fast failure'));
    await expect(within(failing)).rejects.toThrow('fast failure');
    await expect(within(slow)).resolves.toBe('slow');
  });

  test('the promise stays pending until the callback is called', async () => {
    let callLater;
    const spy = jest.fn();
    const wrapped = promisify((cb) => { callLater = cb; });
    const result = wrapped().then(spy);
    await delay(10);
    expect(spy).not.toHaveBeenCalled();
    callLater(null, 'done');
    await within(result);
    expect(spy).toHaveBeenCalledWith('done');
  });
});
