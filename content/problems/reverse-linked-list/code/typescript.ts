interface ListNode<T> {
  value: T;
  next: ListNode<T> | null;
}

/** Reverses the list in place and returns the new head. */
function reverseList<T>(head: ListNode<T> | null): ListNode<T> | null {
  // TODO: implement
  throw new Error('Not implemented');
}
