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
});
