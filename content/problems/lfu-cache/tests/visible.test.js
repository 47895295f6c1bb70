describe('LFUCache', () => {
  test('stores and returns values; undefined for missing keys', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('missing')).toBeUndefined();
  });

  test('evicts the least frequently used entry when full', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.get('a');
    cache.get('a');
    cache.get('b');
    cache.put('c', 3); // b has 2 uses, a has 3
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  test('among equally used entries, evicts the least recently used', () => {
    const cache = new LFUCache(3);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('c', 3);
    cache.get('c');
    cache.get('a');
    cache.get('b'); // all have 2 uses; c was used least recently
    cache.put('d', 4);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBe(2);
    expect(cache.get('d')).toBe(4);
  });

  test('put on an existing key updates the value and counts as a use', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('a', 10); // a: 2 uses, b: 1 use
    cache.put('c', 3); // evicts b
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  test('works with capacity 1', () => {
    const cache = new LFUCache(1);
    cache.put('a', 1);
    cache.get('a');
    cache.put('b', 2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });
});
