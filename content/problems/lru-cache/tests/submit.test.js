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
    cache.put('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  test('get marks an entry as recently used', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.get('a');
    cache.put('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  test('put on an existing key updates it and marks it as recently used', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('a', 10);
    cache.put('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  test('updating a key when full evicts nothing', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('b', 20);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBe(20);
  });

  test('a get for a missing key changes nothing', () => {
    const cache = new LRUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    expect(cache.get('zzz')).toBeUndefined();
    cache.put('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });

  test('works with capacity 1', () => {
    const cache = new LRUCache(1);
    cache.put('a', 1);
    cache.put('b', 2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.put('b', 3);
    expect(cache.get('b')).toBe(3);
  });

  test('falsy values are real values', () => {
    const cache = new LRUCache(4);
    cache.put('zero', 0);
    cache.put('empty', '');
    cache.put('no', false);
    cache.put('nothing', null);
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('empty')).toBe('');
    expect(cache.get('no')).toBe(false);
    expect(cache.get('nothing')).toBe(null);
  });

  test('keys can be of any type and are compared like Map keys', () => {
    const cache = new LRUCache(4);
    const objKey = { id: 1 };
    cache.put(1, 'number');
    cache.put('1', 'string');
    cache.put(objKey, 'object');
    expect(cache.get(1)).toBe('number');
    expect(cache.get('1')).toBe('string');
    expect(cache.get(objKey)).toBe('object');
    expect(cache.get({ id: 1 })).toBeUndefined();
  });

  test('instances are independent', () => {
    const one = new LRUCache(1);
    const two = new LRUCache(1);
    one.put('k', 'one');
    two.put('k', 'two');
    expect(one.get('k')).toBe('one');
    expect(two.get('k')).toBe('two');
  });

  test('matches a simple model over a long random sequence', () => {
    // deterministic pseudo-random numbers
    let seed = 12345;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const capacity = 5;
    const cache = new LRUCache(capacity);
    const model = []; // [key, value], most recently used last
    for (let step = 0; step < 3000; step++) {
      const key = `k${random(12)}`;
      const index = model.findIndex(([k]) => k === key);
      if (random(2) === 0) {
        const expected = index === -1 ? undefined : model[index][1];
        if (index !== -1) model.push(model.splice(index, 1)[0]);
        expect(cache.get(key)).toBe(expected);
      } else {
        if (index !== -1) model.splice(index, 1);
        model.push([key, step]);
        if (model.length > capacity) model.shift();
        cache.put(key, step);
      }
    }
  });

  test('get and put run in constant time', () => {
    const size = 50000;
    const cache = new LRUCache(size);
    for (let i = 0; i < size; i++) cache.put(i, i);
    const latest = new Map();
    for (let i = 0; i < 400000; i++) {
      const key = (i * 7919) % size;
      if (i % 4 === 0) {
        cache.put(key, i);
        latest.set(key, i);
      } else {
        cache.get(key);
      }
    }
    let mismatches = 0;
    for (let key = 0; key < size; key++) {
      const expected = latest.has(key) ? latest.get(key) : key;
      if (cache.get(key) !== expected) mismatches += 1;
    }
    expect(mismatches).toBe(0);
    // the loop above read the keys in order, so key 0 is now the least recently used
    cache.put('new', 1);
    expect(cache.get(0)).toBeUndefined();
    expect(cache.get(1)).toBe(latest.has(1) ? latest.get(1) : 1);
  });
});
