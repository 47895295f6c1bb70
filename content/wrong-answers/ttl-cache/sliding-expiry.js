// Wrong: every read pushes the expiry time forward (sliding expiry), so an entry that is read often
// never expires.
class TTLCache {
  constructor(defaultTtl = Infinity) {
    this.defaultTtl = defaultTtl;
    this.map = new Map();
  }
  set(key, value, ttl = this.defaultTtl) {
    this.map.set(key, { value, ttl, expiresAt: Date.now() + ttl });
    return this;
  }
  live(key) {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    if (Date.now() >= entry.expiresAt) {
      this.map.delete(key);
      return undefined;
    }
    entry.expiresAt = Date.now() + entry.ttl;
    return entry;
  }
  get(key) {
    const entry = this.live(key);
    return entry && entry.value;
  }
  has(key) {
    return this.live(key) !== undefined;
  }
  delete(key) {
    return this.live(key) !== undefined && this.map.delete(key);
  }
  get size() {
    for (const key of [...this.map.keys()]) this.live(key);
    return this.map.size;
  }
}
