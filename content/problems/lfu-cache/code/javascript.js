class LFUCache {
  /**
   * @param {number} capacity maximum number of entries (an integer >= 0)
   */
  constructor(capacity) {
    // TODO: implement
  }

  /**
   * Returns the value stored for `key` and counts one use of it,
   * or undefined when the key is not in the cache.
   */
  get(key) {
    // TODO: implement
  }

  /**
   * Stores `value` for `key` (an update counts as one use). When a new key arrives and the cache
   * is full, first evicts the least frequently used entry (least recently used among ties).
   */
  put(key, value) {
    // TODO: implement
  }
}
