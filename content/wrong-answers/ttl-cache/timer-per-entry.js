// Wrong: deletes each entry with its own setTimeout. One timer per key, and re-setting a key does not
// cancel the old timer, which then deletes the new value early.
class TTLCache {
  constructor(defaultTtl = Infinity) {
    this.defaultTtl = defaultTtl;
    this.map = new Map();
  }
  set(key, value, ttl = this.defaultTtl) {
    this.map.set(key, value);
    if (ttl !== Infinity) setTimeout(() => this.map.delete(key), ttl);
    return this;
  }
  get(key) {
    return this.map.get(key);
  }
  has(key) {
    return this.map.has(key);
  }
  delete(key) {
    return this.map.delete(key);
  }
  get size() {
    return this.map.size;
  }
}
