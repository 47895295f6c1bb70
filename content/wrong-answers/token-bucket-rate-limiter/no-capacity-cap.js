// Wrong: the refill is not capped at the capacity, so after an idle period the bucket allows a burst
// far larger than its capacity.
class TokenBucket {
  constructor(capacity, refillPerSecond) {
    this.rate = refillPerSecond;
    this.tokens = capacity;
    this.last = Date.now();
  }
  refill() {
    const now = Date.now();
    this.tokens += ((now - this.last) * this.rate) / 1000;
    this.last = now;
  }
  tryRemove(count = 1) {
    this.refill();
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
  availableTokens() {
    this.refill();
    return this.tokens;
  }
}
