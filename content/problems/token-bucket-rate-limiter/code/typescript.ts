class TokenBucket {
  /**
   * @param capacity the most tokens the bucket holds; it starts full
   * @param refillPerSecond tokens added per second, continuously (computed from Date.now())
   */
  constructor(capacity: number, refillPerSecond: number) {
    // TODO: implement
  }

  /** Removes `count` tokens if that many are available; returns whether it did. */
  tryRemove(count: number = 1): boolean {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** The tokens available now (may be fractional). */
  availableTokens(): number {
    // TODO: implement
    throw new Error('Not implemented');
  }
}
