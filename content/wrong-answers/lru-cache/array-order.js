// Wrong: keeps the order in an array and moves keys with indexOf/splice: correct results but
// O(n) per operation, too slow for the constant-time test; and `||` treats falsy values as missing.
class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.keys = [];
    this.values = new Map();
  }
  touch(key) {
    const i = this.keys.indexOf(key);
    if (i !== -1) this.keys.splice(i, 1);
    this.keys.push(key);
  }
  get(key) {
    if (!this.values.has(key)) return undefined;
    this.touch(key);
    return this.values.get(key) || undefined;
  }
  put(key, value) {
    if (!this.values.has(key) && this.keys.length >= this.capacity) this.values.delete(this.keys.shift());
    this.values.set(key, value);
    this.touch(key);
  }
}
