class TTLCache<K, V> {
  /** @param defaultTtl time to live in milliseconds for entries set without a ttl (default Infinity) */
  constructor(defaultTtl: number = Infinity) {
    // TODO: implement
  }

  /** Stores `value` for `key`, expiring `ttl` ms from now. Returns the cache. */
  set(key: K, value: V, ttl?: number): this {
    throw new Error('Not implemented');
  }

  /** The value for `key`, or undefined when it is missing or expired. */
  get(key: K): V | undefined {
    throw new Error('Not implemented');
  }

  /** Whether `key` is present and not expired. */
  has(key: K): boolean {
    throw new Error('Not implemented');
  }

  /** Removes `key`; true if a live entry was removed. */
  delete(key: K): boolean {
    throw new Error('Not implemented');
  }

  /** The number of live entries. */
  get size(): number {
    throw new Error('Not implemented');
  }
}
