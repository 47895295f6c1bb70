// Wrong: right answers, but every eviction scans all entries for the lowest count (O(n) per put), and
// ties are broken by insertion order (Map order) instead of by the most recent use.
class LFUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.entries = new Map(); // key -> { value, freq }
  }
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.freq += 1;
    return entry.value;
  }
  put(key, value) {
    if (this.capacity <= 0) return;
    const entry = this.entries.get(key);
    if (entry) {
      entry.value = value;
      entry.freq += 1;
      return;
    }
    if (this.entries.size >= this.capacity) {
      let victim;
      let min = Infinity;
      for (const [k, e] of this.entries) {
        if (e.freq < min) {
          min = e.freq;
          victim = k;
        }
      }
      this.entries.delete(victim);
    }
    this.entries.set(key, { value, freq: 1 });
  }
}
