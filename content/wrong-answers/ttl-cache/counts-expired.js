// Wrong: expiry is checked with `>` (an entry lives one millisecond too long, and a ttl of 0 is
// readable), size counts expired entries, and delete returns true for an expired entry.
class TTLCache {
  constructor(defaultTtl = Infinity) {
    this.defaultTtl = defaultTtl;
    this.map = new Map();
  }
  set(key, value, ttl = this.defaultTtl) {
    this.map.set(key, { value, expiresAt: Date.now() + ttl });
    return this;
  }
  get(key) {
    const entry = this.map.get(key);
    if (!entry || Date.now() > entry.expiresAt) return undefined;
    return entry.value;
  }
  has(key) {
    const entry = this.map.get(key);
    return !!entry && Date.now() <= entry.expiresAt;
  }
  delete(key) {
    return this.map.delete(key);
  }
  get size() {
    return this.map.size;
  }
}
