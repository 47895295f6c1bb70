describe('TTLCache', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('stores and returns values before they expire', () => {
    const cache = new TTLCache(1000);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.has('a')).toBe(true);
    expect(cache.get('missing')).toBeUndefined();
    expect(cache.has('missing')).toBe(false);
  });

  test('an entry expires exactly ttl milliseconds after it was set', () => {
    const cache = new TTLCache(100);
    cache.set('a', 1);
    jest.advanceTimersByTime(99);
    expect(cache.get('a')).toBe(1);
    jest.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
  });

  test('a ttl passed to set overrides the default', () => {
    const cache = new TTLCache(1000);
    cache.set('short', 's', 10);
    cache.set('long', 'l');
    jest.advanceTimersByTime(10);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe('l');
  });

  test('size counts only live entries', () => {
    const cache = new TTLCache(100);
    cache.set('a', 1);
    cache.set('b', 2, 50);
    expect(cache.size).toBe(2);
    jest.advanceTimersByTime(50);
    expect(cache.size).toBe(1);
    jest.advanceTimersByTime(50);
    expect(cache.size).toBe(0);
  });

  test('delete removes an entry and reports whether it was there', () => {
    const cache = new TTLCache(100);
    cache.set('a', 1);
    expect(cache.delete('a')).toBe(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.delete('a')).toBe(false);
  });

  test('deleting an expired entry returns false', () => {
    const cache = new TTLCache(100);
    cache.set('a', 1);
    jest.advanceTimersByTime(100);
    expect(cache.delete('a')).toBe(false);
    expect(cache.delete('never-set')).toBe(false);
    cache.set('b', 2);
    expect(cache.delete('b')).toBe(true);
  });

  test('without a default ttl, entries never expire', () => {
    const cache = new TTLCache();
    cache.set('a', 1);
    cache.set('b', 2, 1000);
    jest.advanceTimersByTime(365 * 24 * 60 * 60 * 1000);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  test('setting a key again replaces the value and restarts its ttl', () => {
    const cache = new TTLCache(100);
    cache.set('a', 1);
    jest.advanceTimersByTime(80);
    cache.set('a', 2);
    jest.advanceTimersByTime(80);
    expect(cache.get('a')).toBe(2);
    jest.advanceTimersByTime(20);
    expect(cache.get('a')).toBeUndefined();
  });

  test('setting a key again can shorten its ttl', () => {
    const cache = new TTLCache(1000);
    cache.set('a', 1);
    cache.set('a', 2, 10);
    jest.advanceTimersByTime(10);
    expect(cache.has('a')).toBe(false);
    expect(cache.size).toBe(0);
  });

  test('reading does not extend the life of an entry', () => {
    const cache = new TTLCache(100);
    cache.set('a', 1);
    for (let i = 0; i < 9; i++) {
      jest.advanceTimersByTime(10);
      expect(cache.get('a')).toBe(1);
      expect(cache.has('a')).toBe(true);
    }
    jest.advanceTimersByTime(10);
    expect(cache.get('a')).toBeUndefined();
  });

  test('a ttl of 0 makes an entry unreadable at once', () => {
    const cache = new TTLCache(1000);
    cache.set('a', 1, 0);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
    expect(cache.size).toBe(0);
    cache.set('b', 2);
    expect(cache.size).toBe(1);
  });

  test('an expired key can be set again', () => {
    const cache = new TTLCache(100);
    cache.set('a', 1);
    jest.advanceTimersByTime(150);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'again');
    expect(cache.get('a')).toBe('again');
    jest.advanceTimersByTime(99);
    expect(cache.has('a')).toBe(true);
  });

  test('set returns the cache so calls can be chained', () => {
    const cache = new TTLCache(100);
    expect(cache.set('a', 1)).toBe(cache);
    cache.set('b', 2).set('c', 3, 10);
    expect(cache.size).toBe(3);
  });

  test('falsy and undefined values are real values', () => {
    const cache = new TTLCache(100);
    cache.set('zero', 0).set('empty', '').set('no', false).set('nothing', null).set('undef', undefined);
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('empty')).toBe('');
    expect(cache.get('no')).toBe(false);
    expect(cache.get('nothing')).toBe(null);
    expect(cache.has('undef')).toBe(true);
    expect(cache.size).toBe(5);
  });

  test('keys are compared like Map keys', () => {
    const cache = new TTLCache(100);
    const objectKey = { id: 1 };
    cache.set(1, 'number').set('1', 'string').set(objectKey, 'object').set(NaN, 'nan');
    expect(cache.get(1)).toBe('number');
    expect(cache.get('1')).toBe('string');
    expect(cache.get(objectKey)).toBe('object');
    expect(cache.get({ id: 1 })).toBeUndefined();
    expect(cache.get(NaN)).toBe('nan');
    expect(cache.size).toBe(4);
  });

  test('uses the clock, not timers', () => {
    const cache = new TTLCache(100);
    for (let i = 0; i < 100; i++) cache.set(i, i, 10 + i);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(60);
    // entries 0..50 had a ttl of at most 60 ms
    expect(cache.size).toBe(49);
    expect(cache.get(50)).toBeUndefined();
    expect(cache.get(51)).toBe(51);
  });

  test('follows the clock when the system time jumps', () => {
    const cache = new TTLCache(60000);
    cache.set('session', 's');
    jest.setSystemTime(Date.now() + 59999);
    expect(cache.get('session')).toBe('s');
    jest.setSystemTime(Date.now() + 1);
    expect(cache.get('session')).toBeUndefined();
  });

  test('instances are independent', () => {
    const one = new TTLCache(10);
    const two = new TTLCache(100);
    one.set('k', 'one');
    two.set('k', 'two');
    jest.advanceTimersByTime(10);
    expect(one.get('k')).toBeUndefined();
    expect(two.get('k')).toBe('two');
  });
});
