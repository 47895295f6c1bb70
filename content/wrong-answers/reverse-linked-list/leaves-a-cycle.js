// Wrong: starts with prev = head and never clears head.next, so the old head and the second node point at each other (a cycle).
function reverseList(head) {
  if (head === null) return null;
  let prev = head;
  let current = head.next;
  while (current !== null) {
    const next = current.next;
    current.next = prev;
    prev = current;
    current = next;
  }
  return prev;
}
