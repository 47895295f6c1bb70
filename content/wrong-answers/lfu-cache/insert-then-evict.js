// Wrong: O(1) buckets (a Map per count, in recency order), but it inserts the new entry before
// evicting, so when every other entry has been used more than once the new entry evicts itself;
// and put on an existing key does not count as a use.
class LFUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.entries = new Map(); // key -> { value, freq }
    this.buckets = new Map(); // freq -> Map(key -> true)
    this.minFreq = 0;
  }
  bucket(freq) {
    if (!this.buckets.has(freq)) this.buckets.set(freq, new Map());
    return this.buckets.get(freq);
  }
  touch(key, entry) {
    const old = this.buckets.get(entry.freq);
    old.delete(key);
    if (old.size === 0) {
      this.buckets.delete(entry.freq);
      if (this.minFreq === entry.freq) this.minFreq += 1;
    }
    entry.freq += 1;
    this.bucket(entry.freq).set(key, true);
  }
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.touch(key, entry);
    return entry.value;
  }
  put(key, value) {
    if (this.capacity <= 0) return;
    const entry = this.entries.get(key);
    if (entry) {
      entry.value = value;
      return;
    }
    this.entries.set(key, { value, freq: 1 });
    this.bucket(1).set(key, true);
    this.minFreq = 1;
    if (this.entries.size > this.capacity) {
      const bucket = this.buckets.get(this.minFreq);
      const victim = bucket.keys().next().value;
      bucket.delete(victim);
      if (bucket.size === 0) this.buckets.delete(this.minFreq);
      this.entries.delete(victim);
    }
  }
}
