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
    cache.put('c', 3);
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
    cache.get('b');
    cache.put('d', 4);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBe(2);
    expect(cache.get('d')).toBe(4);
  });

  test('the statement example', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.put('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    cache.put('d', 4);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    expect(cache.get('d')).toBe(4);
  });

  test('put on an existing key updates the value and counts as a use', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('a', 10);
    cache.put('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  test('the new entry is never the one evicted', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    cache.get('a');
    cache.put('b', 2);
    cache.get('b');
    cache.put('c', 3); // a and b have 2 uses each: evicts a (least recently used)
    expect(cache.get('a')).toBeUndefined();
    cache.put('d', 4); // c has 1 use: evicts c, keeps the new d
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('d')).toBe(4);
    expect(cache.get('b')).toBe(2);
  });

  test('an evicted key that comes back starts over at one use', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    for (let i = 0; i < 5; i++) cache.get('a');
    cache.put('b', 2);
    cache.put('c', 3); // evicts b
    cache.put('b', 20); // evicts c (1 use, least recently used); b starts at 1 use
    cache.get('b');
    cache.get('b'); // b: 3 uses, a: 6 uses
    cache.put('d', 4); // evicts b, not a
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('d')).toBe(4);
  });

  test('updating a key when full evicts nothing', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    cache.put('b', 20);
    cache.put('a', 10);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBe(20);
  });

  test('a get for a missing key changes nothing', () => {
    const cache = new LFUCache(2);
    cache.put('a', 1);
    cache.put('b', 2);
    expect(cache.get('zzz')).toBeUndefined();
    cache.put('c', 3); // a and b have 1 use: evicts a
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  test('works with capacity 1', () => {
    const cache = new LFUCache(1);
    cache.put('a', 1);
    cache.get('a');
    cache.put('b', 2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.put('b', 3);
    expect(cache.get('b')).toBe(3);
  });

  test('a cache of capacity 0 stores nothing', () => {
    const empty = new LFUCache(0);
    empty.put('a', 1);
    expect(empty.get('a')).toBeUndefined();
    const one = new LFUCache(1);
    one.put('a', 1);
    expect(one.get('a')).toBe(1);
  });

  test('falsy values are real values', () => {
    const cache = new LFUCache(5);
    cache.put('zero', 0);
    cache.put('empty', '');
    cache.put('no', false);
    cache.put('nothing', null);
    cache.put('undef', undefined);
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('empty')).toBe('');
    expect(cache.get('no')).toBe(false);
    expect(cache.get('nothing')).toBe(null);
    // undefined was stored: putting a new key must evict it (1 use), not one of the others (2 uses)
    cache.put('new', 'n');
    expect(cache.get('new')).toBe('n');
    expect(cache.get('zero')).toBe(0);
  });

  test('keys can be of any type and are compared like Map keys', () => {
    const cache = new LFUCache(4);
    const objectKey = { id: 1 };
    cache.put(1, 'number');
    cache.put('1', 'string');
    cache.put(objectKey, 'object');
    expect(cache.get(1)).toBe('number');
    expect(cache.get('1')).toBe('string');
    expect(cache.get(objectKey)).toBe('object');
    expect(cache.get({ id: 1 })).toBeUndefined();
  });

  test('instances are independent', () => {
    const one = new LFUCache(1);
    const two = new LFUCache(1);
    one.put('k', 'one');
    two.put('k', 'two');
    expect(one.get('k')).toBe('one');
    expect(two.get('k')).toBe('two');
  });

  test('matches a simple model over a long pseudo-random sequence', () => {
    let seed = 2024;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const capacity = 6;
    const cache = new LFUCache(capacity);
    const model = new Map(); // key -> { value, uses, lastUsed }
    for (let step = 0; step < 4000; step++) {
      const key = `k${random(15)}`;
      if (random(3) !== 0) {
        const entry = model.get(key);
        if (entry) {
          entry.uses += 1;
          entry.lastUsed = step;
        }
        expect(cache.get(key)).toBe(entry ? entry.value : undefined);
      } else {
        const entry = model.get(key);
        if (entry) {
          entry.value = step;
          entry.uses += 1;
          entry.lastUsed = step;
        } else {
          if (model.size >= capacity) {
            let victim = null;
            for (const [k, e] of model) {
              if (!victim || e.uses < victim[1].uses || (e.uses === victim[1].uses && e.lastUsed < victim[1].lastUsed)) victim = [k, e];
            }
            model.delete(victim[0]);
          }
          model.set(key, { value: step, uses: 1, lastUsed: step });
        }
        cache.put(key, step);
      }
    }
  });

  test('get and put run in constant time', () => {
    const size = 20000;
    const cache = new LFUCache(size);
    for (let i = 0; i < size; i++) cache.put(i, i);
    // keys 0..9999 get one extra use, so the second half is evicted first
    for (let i = 0; i < size / 2; i++) cache.get(i);
    let next = size;
    for (let i = 0; i < 300000; i++) {
      if (i % 3 === 0) cache.get(i % (size / 2));
      else cache.put(next++, i);
    }
    // every put of a new key evicted a one-use entry; the frequently read keys are all still here
    let missing = 0;
    for (let key = 0; key < size / 2; key++) if (cache.get(key) !== key) missing += 1;
    expect(missing).toBe(0);
    expect(cache.get(next - 1)).toBe(299999);
    expect(cache.get(size)).toBeUndefined();
  });
});
