// Wrong: push is O(1) but pop scans the whole array for the minimum, so pop is O(n).
class MinHeap {
  constructor(compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
    this.compare = compare;
    this.items = [];
  }
  push(value) {
    this.items.push(value);
  }
  minIndex() {
    let best = 0;
    for (let i = 1; i < this.items.length; i++) {
      if (this.compare(this.items[i], this.items[best]) < 0) best = i;
    }
    return best;
  }
  pop() {
    if (this.items.length === 0) return undefined;
    const i = this.minIndex();
    const value = this.items[i];
    this.items[i] = this.items[this.items.length - 1];
    this.items.pop();
    return value;
  }
  peek() {
    return this.items.length === 0 ? undefined : this.items[this.minIndex()];
  }
  size() {
    return this.items.length;
  }
}
