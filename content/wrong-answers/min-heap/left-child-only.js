// Wrong: sift-down always compares with the left child, so a smaller right child is skipped and pops come out in the wrong order.
class MinHeap {
  constructor(compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
    this.compare = compare;
    this.items = [];
  }
  push(value) {
    const items = this.items;
    items.push(value);
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.compare(items[i], items[p]) >= 0) break;
      [items[i], items[p]] = [items[p], items[i]];
      i = p;
    }
  }
  pop() {
    const items = this.items;
    if (items.length === 0) return undefined;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      while (2 * i + 1 < items.length && this.compare(items[2 * i + 1], items[i]) < 0) {
        const c = 2 * i + 1;
        [items[i], items[c]] = [items[c], items[i]];
        i = c;
      }
    }
    return top;
  }
  peek() {
    return this.items[0];
  }
  size() {
    return this.items.length;
  }
}
