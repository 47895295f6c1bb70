// Wrong: moves every value to the second stack for each dequeue and then back again — correct order, but O(n) per operation.
class Queue {
  constructor() {
    this.main = [];
    this.temp = [];
  }
  enqueue(value) {
    this.main.push(value);
  }
  front(remove) {
    while (this.main.length > 0) this.temp.push(this.main.pop());
    const value = remove ? this.temp.pop() : this.temp[this.temp.length - 1];
    while (this.temp.length > 0) this.main.push(this.temp.pop());
    return value;
  }
  dequeue() {
    return this.front(true);
  }
  peek() {
    return this.front(false);
  }
  size() {
    return this.main.length;
  }
}
