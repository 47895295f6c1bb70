class Trie {
  constructor() {
    // TODO: implement
  }

  /** Adds a non-empty word (duplicates are stored once). */
  insert(word) {
    // TODO: implement
  }

  /** Returns true if exactly `word` was inserted. */
  search(word) {
    // TODO: implement
  }

  /** Returns true if at least one inserted word starts with `prefix`. */
  startsWith(prefix) {
    // TODO: implement
  }

  /** Returns every inserted word that starts with `prefix`, sorted ascending. */
  wordsWithPrefix(prefix) {
    // TODO: implement
  }
}
