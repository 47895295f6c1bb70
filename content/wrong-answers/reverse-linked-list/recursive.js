// Wrong: the recursive version uses O(n) call stack and throws "Maximum call stack size exceeded" on a 100 000-node list.
function reverseList(head) {
  if (head === null || head.next === null) return head;
  const newHead = reverseList(head.next);
  head.next.next = head;
  head.next = null;
  return newHead;
}
