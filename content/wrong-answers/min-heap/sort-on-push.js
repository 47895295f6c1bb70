// Wrong: re-sorts the whole array on every push — correct order, but each push costs at least O(n).
class MinHeap {
  constructor(compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
    this.compare = compare;
    this.items = [];
  }
  push(value) {
    this.items.push(value);
    this.items.sort(this.compare);
  }
  pop() {
    return this.items.shift();
  }
  peek() {
    return this.items[0];
  }
  size() {
    return this.items.length;
  }
}
