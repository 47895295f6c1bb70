class TokenBucket {
  /**
   * @param {number} capacity the most tokens the bucket holds; it starts full
   * @param {number} refillPerSecond tokens added per second, continuously (computed from Date.now())
   */
  constructor(capacity, refillPerSecond) {
    // TODO: implement
  }

  /**
   * Removes `count` tokens if that many are available.
   * @param {number} [count=1]
   * @return {boolean} whether the tokens were removed (nothing is removed on false)
   */
  tryRemove(count = 1) {
    // TODO: implement
  }

  /** @return {number} the tokens available now (may be fractional) */
  availableTokens() {
    // TODO: implement
  }
}
