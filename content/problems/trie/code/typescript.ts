class Trie {
  constructor() {
    // TODO: implement
  }

  /** Adds a non-empty word (duplicates are stored once). */
  insert(word: string): void {
    throw new Error('Not implemented');
  }

  /** Returns true if exactly `word` was inserted. */
  search(word: string): boolean {
    throw new Error('Not implemented');
  }

  /** Returns true if at least one inserted word starts with `prefix`. */
  startsWith(prefix: string): boolean {
    throw new Error('Not implemented');
  }

  /** Returns every inserted word that starts with `prefix`, sorted ascending. */
  wordsWithPrefix(prefix: string): string[] {
    throw new Error('Not implemented');
  }
}
