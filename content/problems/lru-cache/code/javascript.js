class LRUCache {
  /**
   * @param {number} capacity maximum number of entries (a positive integer)
   */
  constructor(capacity) {
    // TODO: implement
  }

  /**
   * Returns the value stored for `key` (and marks it as most recently used),
   * or undefined when the key is not in the cache.
   */
  get(key) {
    // TODO: implement
  }

  /**
   * Stores `value` for `key` and marks it as most recently used. When the cache
   * grows beyond its capacity, evicts the least recently used entry.
   */
  put(key, value) {
    // TODO: implement
  }
}
