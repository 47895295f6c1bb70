// Wrong: a correct heap that always compares with a - b and ignores the comparator passed to the constructor.
class MinHeap {
  constructor() {
    this.items = [];
  }
  push(value) {
    const items = this.items;
    items.push(value);
    let i = items.length - 1;
    while (i > 0 && items[(i - 1) >> 1] - items[i] > 0) {
      const p = (i - 1) >> 1;
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
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && items[l] - items[m] < 0) m = l;
        if (r < items.length && items[r] - items[m] < 0) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m], items[i]];
        i = m;
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
