// Wrong: pours the inbox onto the outbox on every dequeue, even when the outbox still holds older values, so newer values jump the queue.
class Queue {
  constructor() {
    this.inbox = [];
    this.outbox = [];
  }
  enqueue(value) {
    this.inbox.push(value);
  }
  refill() {
    while (this.inbox.length > 0) this.outbox.push(this.inbox.pop());
  }
  dequeue() {
    this.refill();
    return this.outbox.pop();
  }
  peek() {
    this.refill();
    return this.outbox[this.outbox.length - 1];
  }
  size() {
    return this.inbox.length + this.outbox.length;
  }
}
