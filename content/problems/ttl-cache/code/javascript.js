class TTLCache {
  /**
   * @param {number} [defaultTtl] time to live in milliseconds for entries set without a ttl (default Infinity)
   */
  constructor(defaultTtl = Infinity) {
    // TODO: implement
  }

  /** Stores `value` for `key`, expiring `ttl` ms from now. Returns the cache. */
  set(key, value, ttl) {
    // TODO: implement
  }

  /** The value for `key`, or undefined when it is missing or expired. */
  get(key) {
    // TODO: implement
  }

  /** Whether `key` is present and not expired. */
  has(key) {
    // TODO: implement
  }

  /** Removes `key`; true if a live entry was removed. */
  delete(key) {
    // TODO: implement
  }

  /** The number of live entries. */
  get size() {
    // TODO: implement
  }
}
