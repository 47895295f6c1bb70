// Wrong: keeps the words in a Set and filters all of them on every prefix query — O(N·L) per query instead of O(L).
class Trie {
  constructor() {
    this.words = new Set();
  }
  insert(word) {
    this.words.add(word);
  }
  search(word) {
    return this.words.has(word);
  }
  startsWith(prefix) {
    for (const w of this.words) if (w.startsWith(prefix)) return true;
    return false;
  }
  wordsWithPrefix(prefix) {
    return [...this.words].filter((w) => w.startsWith(prefix)).sort();
  }
}
