class LRUCache<K, V> {
  /** @param capacity maximum number of entries (a positive integer) */
  constructor(capacity: number) {
    // TODO: implement
  }

  /**
   * Returns the value stored for `key` (and marks it as most recently used),
   * or undefined when the key is not in the cache.
   */
  get(key: K): V | undefined {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /**
   * Stores `value` for `key` and marks it as most recently used. When the cache
   * grows beyond its capacity, evicts the least recently used entry.
   */
  put(key: K, value: V): void {
    // TODO: implement
    throw new Error('Not implemented');
  }
}
