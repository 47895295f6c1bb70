// Wrong: refills with a setInterval that adds a whole second's worth of tokens once per second. The
// refill is coarse (nothing after 500 ms), it ignores the clock when no timer runs, and the interval
// is never cleared.
class TokenBucket {
  constructor(capacity, refillPerSecond) {
    this.capacity = capacity;
    this.tokens = capacity;
    setInterval(() => {
      this.tokens = Math.min(this.capacity, this.tokens + refillPerSecond);
    }, 1000);
  }
  tryRemove(count = 1) {
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
  availableTokens() {
    return this.tokens;
  }
}
