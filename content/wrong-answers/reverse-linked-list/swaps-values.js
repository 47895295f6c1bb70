// Wrong: copies the values into an array and writes them back reversed — O(n) extra space, and the nodes are not re-linked.
function reverseList(head) {
  const values = [];
  for (let node = head; node !== null; node = node.next) values.push(node.value);
  let node = head;
  for (let i = values.length - 1; i >= 0; i--) {
    node.value = values[i];
    node = node.next;
  }
  return head;
}
