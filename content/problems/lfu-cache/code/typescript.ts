class LFUCache<K, V> {
  /** @param capacity maximum number of entries (an integer >= 0) */
  constructor(capacity: number) {
    // TODO: implement
  }

  /**
   * Returns the value stored for `key` and counts one use of it,
   * or undefined when the key is not in the cache.
   */
  get(key: K): V | undefined {
    throw new Error('Not implemented');
  }

  /**
   * Stores `value` for `key` (an update counts as one use). When a new key arrives and the cache
   * is full, first evicts the least frequently used entry (least recently used among ties).
   */
  put(key: K, value: V): void {
    throw new Error('Not implemented');
  }
}
