// Wrong: has no end-of-word flag, so search() returns true for any prefix of an inserted word.
class Trie {
  constructor() {
    this.root = new Map();
    this.count = 0;
  }
  insert(word) {
    let node = this.root;
    for (const ch of word) {
      if (!node.has(ch)) node.set(ch, new Map());
      node = node.get(ch);
    }
    node.set('$end', true);
    this.count += 1;
  }
  find(str) {
    let node = this.root;
    for (const ch of str) {
      node = node.get(ch);
      if (!node) return null;
    }
    return node;
  }
  search(word) {
    return this.find(word) !== null;
  }
  startsWith(prefix) {
    return this.count > 0 && this.find(prefix) !== null;
  }
  wordsWithPrefix(prefix) {
    const start = this.find(prefix);
    if (!start) return [];
    const out = [];
    const walk = (node, path) => {
      for (const [ch, child] of node) {
        if (ch === '$end') out.push(path);
        else walk(child, path + ch);
      }
    };
    walk(start, prefix);
    return out.sort();
  }
}
