// Wrong: a correct trie, but wordsWithPrefix returns words in insertion (depth-first) order instead of sorting them.
class Trie {
  constructor() {
    this.root = { children: new Map(), isWord: false };
  }
  insert(word) {
    let node = this.root;
    for (const ch of word) {
      if (!node.children.has(ch)) node.children.set(ch, { children: new Map(), isWord: false });
      node = node.children.get(ch);
    }
    node.isWord = true;
  }
  find(str) {
    let node = this.root;
    for (const ch of str) {
      node = node.children.get(ch);
      if (!node) return null;
    }
    return node;
  }
  search(word) {
    const node = this.find(word);
    return !!node && node.isWord;
  }
  startsWith(prefix) {
    const node = this.find(prefix);
    return !!node && (node.isWord || node.children.size > 0);
  }
  wordsWithPrefix(prefix) {
    const start = this.find(prefix);
    if (!start) return [];
    const out = [];
    const walk = (node, path) => {
      if (node.isWord) out.push(path);
      for (const [ch, child] of node.children) walk(child, path + ch);
    };
    walk(start, prefix);
    return out;
  }
}
