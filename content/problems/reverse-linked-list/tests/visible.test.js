describe('reverseList', () => {
  function fromArray(values) {
    let head = null;
    for (let i = values.length - 1; i >= 0; i--) head = { value: values[i], next: head };
    return head;
  }

  function toArray(head, limit = 1000) {
    const out = [];
    for (let node = head; node !== null && out.length <= limit; node = node.next) out.push(node.value);
    return out;
  }

  test('reverses a short list', () => {
    expect(toArray(reverseList(fromArray([1, 2, 3])))).toEqual([3, 2, 1]);
  });

  test('an empty list stays empty', () => {
    expect(reverseList(null)).toBeNull();
  });

  test('a single node is its own reverse', () => {
    const node = { value: 'only', next: null };
    expect(reverseList(node)).toBe(node);
    expect(node.next).toBeNull();
  });

  test('re-links the same node objects', () => {
    const head = fromArray([1, 2, 3]);
    const second = head.next;
    const third = second.next;
    const reversed = reverseList(head);
    expect(reversed).toBe(third);
    expect(third.next).toBe(second);
    expect(second.next).toBe(head);
  });

  test("the old head's next becomes null", () => {
    const head = fromArray([1, 2]);
    reverseList(head);
    expect(head.next).toBeNull();
  });
});
