describe('LRUCache', () => {
  test('stores and returns values; undefined for missing keys', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('missing')).toBeUndefined();
  });

  test('evicts the least recently used entry when full', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('c', 3); // evicts a
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  test('get marks an entry as recently used', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.get('a'); // now b is the least recently used
    cache.put('c', 3); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  test('put on an existing key updates it and marks it as recently used', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('a', 10); // b is now the least recently used
    cache.put('c', 3); // evicts b
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
  });

  test('works with capacity 1', () => {
    const cache = new LRUCache(1);
    cache.put('a', 1);
    cache.put('b', 2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });
});
