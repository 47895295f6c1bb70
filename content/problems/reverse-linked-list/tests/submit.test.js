describe('reverseList', () => {
  function fromArray(values) {
    let head = null;
    for (let i = values.length - 1; i >= 0; i--) head = { value: values[i], next: head };
    return head;
  }

  // stops after `limit` nodes, so a list that accidentally became a cycle cannot hang the test
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

  test('two nodes', () => {
    expect(toArray(reverseList(fromArray(['a', 'b'])))).toEqual(['b', 'a']);
  });

  test('nodes keep their own values', () => {
    const head = fromArray([10, 20, 30, 40]);
    const nodes = [];
    for (let n = head; n; n = n.next) nodes.push(n);
    reverseList(head);
    expect(nodes.map((n) => n.value)).toEqual([10, 20, 30, 40]);
    expect(nodes[3].next).toBe(nodes[2]);
    expect(nodes[1].next).toBe(nodes[0]);
  });

  test('does not create new nodes', () => {
    const head = fromArray([1, 2, 3, 4, 5]);
    const before = new Set();
    for (let n = head; n; n = n.next) before.add(n);
    let count = 0;
    for (let n = reverseList(head); n && count < 10; n = n.next) {
      expect(before.has(n)).toBe(true);
      count += 1;
    }
    expect(count).toBe(5);
  });

  test('falsy and duplicate values', () => {
    expect(toArray(reverseList(fromArray([0, null, '', 0, false])))).toEqual([false, 0, '', null, 0]);
  });

  test('reversing twice restores the original order', () => {
    const head = fromArray([1, 2, 3, 4, 5, 6]);
    const back = reverseList(reverseList(head));
    expect(back).toBe(head);
    expect(toArray(back)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('keeps extra properties on the nodes', () => {
    const head = { value: 1, id: 'first', next: { value: 2, id: 'second', next: null } };
    const reversed = reverseList(head);
    expect(reversed.id).toBe('second');
    expect(reversed.next.id).toBe('first');
  });

  test('reverses 100 000 nodes without recursion', () => {
    const n = 100000;
    const values = Array.from({ length: n }, (_, i) => i);
    const head = fromArray(values);
    let node = reverseList(head);
    let expected = n - 1;
    let wrong = 0;
    let count = 0;
    while (node !== null && count <= n) {
      if (node.value !== expected) wrong += 1;
      expected -= 1;
      count += 1;
      node = node.next;
    }
    expect(count).toBe(n);
    expect(wrong).toBe(0);
    expect(head.next).toBeNull();
  });
});
