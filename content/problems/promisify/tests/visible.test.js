function readConfig(name, callback) {
  setTimeout(() => {
    if (name === 'missing') callback(new Error('not found'));
    else callback(null, { name, debug: true });
  }, 10);
}

describe('promisify', () => {
  test('returns a function that returns a promise of the value', async () => {
    const readConfigAsync = promisify(readConfig);
    expect(typeof readConfigAsync).toBe('function');
    const result = readConfigAsync('app');
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual({ name: 'app', debug: true });
  });

  test('rejects with the error passed to the callback', async () => {
    const readConfigAsync = promisify(readConfig);
    await expect(readConfigAsync('missing')).rejects.toThrow('not found');
  });

  test('passes the arguments and appends the callback', async () => {
    const fn = jest.fn((a, b, callback) => callback(null, a + b));
    await expect(promisify(fn)(2, 3)).resolves.toBe(5);
    expect(fn.mock.calls[0]).toHaveLength(3);
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
    await expect(counter.incrementAsync()).resolves.toBe(42);
  });

  test('rejects instead of throwing when fn throws synchronously', async () => {
    const broken = promisify(() => {
      throw new Error('sync failure');
    });
    let result;
    expect(() => { result = broken(); }).not.toThrow();
    await expect(result).rejects.toThrow('sync failure');
  });
});
