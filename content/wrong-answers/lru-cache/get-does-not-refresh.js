// Wrong: evicts the oldest inserted entry (FIFO): get() does not mark an entry as recently used.
class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.map = new Map();
  }
  get(key) {
    return this.map.get(key);
  }
  put(key, value) {
    if (!this.map.has(key) && this.map.size >= this.capacity) this.map.delete(this.map.keys().next().value);
    this.map.set(key, value);
  }
}
