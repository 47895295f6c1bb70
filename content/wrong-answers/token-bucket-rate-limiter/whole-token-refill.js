// Wrong: adds only whole tokens (Math.floor) but still moves the refill timestamp to now, so the
// fractional progress is thrown away: called often enough, the bucket never refills at all.
class TokenBucket {
  constructor(capacity, refillPerSecond) {
    this.capacity = capacity;
    this.rate = refillPerSecond;
    this.tokens = capacity;
    this.last = Date.now();
  }
  refill() {
    const now = Date.now();
    const earned = Math.floor(((now - this.last) / 1000) * this.rate);
    this.tokens = Math.min(this.capacity, this.tokens + earned);
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
