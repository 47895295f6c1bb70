/**
 * @typedef {{ value: any, next: ListNode | null }} ListNode
 */

/**
 * Reverses the list in place and returns the new head.
 * @param {ListNode | null} head
 * @return {ListNode | null}
 */
function reverseList(head) {
  // TODO: implement
}
