// Wrong: only checks that the bucket is not empty, so tryRemove(count) succeeds with fewer than
// `count` tokens and the balance goes negative.
class TokenBucket {
  constructor(capacity, refillPerSecond) {
    this.capacity = capacity;
    this.rate = refillPerSecond;
    this.tokens = capacity;
    this.last = Date.now();
  }
  refill() {
    const now = Date.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) * this.rate) / 1000);
    this.last = now;
  }
  tryRemove(count = 1) {
    this.refill();
    if (this.tokens <= 0) return false;
    this.tokens -= count;
    return true;
  }
  availableTokens() {
    this.refill();
    return this.tokens;
  }
}
