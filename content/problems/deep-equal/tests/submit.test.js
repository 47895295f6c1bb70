describe('deepEqual', () => {
  test('compares primitives with Object.is', () => {
    expect(deepEqual(1, 1)).toBe(true);
    expect(deepEqual('a', 'a')).toBe(true);
    expect(deepEqual('a', 'b')).toBe(false);
    expect(deepEqual(1, '1')).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual(0, -0)).toBe(false);
    expect(deepEqual(null, undefined)).toBe(false);
  });

  test('compares nested objects and arrays by structure', () => {
    expect(deepEqual({ a: [1, { b: 2 }], c: 'x' }, { a: [1, { b: 2 }], c: 'x' })).toBe(true);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(deepEqual({ x: 1, y: 2 }, { y: 2, x: 1 })).toBe(true);
    expect(deepEqual([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(deepEqual([1, 2, 3], [1, 2])).toBe(false);
  });

  test('objects must have exactly the same keys', () => {
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(deepEqual({ a: undefined }, {})).toBe(false);
  });

  test('objects with different prototypes are not equal', () => {
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual([1, 2], { 0: 1, 1: 2, length: 2 })).toBe(false);
  });

  test('compares Date, RegExp, Map and Set by content', () => {
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(new Date(5), new Date(6))).toBe(false);
    expect(deepEqual(/ab+c/gi, /ab+c/gi)).toBe(true);
    expect(deepEqual(/ab+c/g, /ab+c/i)).toBe(false);
    expect(deepEqual(new Map([['k', { v: 1 }]]), new Map([['k', { v: 1 }]]))).toBe(true);
    expect(deepEqual(new Map([['k', { v: 1 }]]), new Map([['k', { v: 2 }]]))).toBe(false);
    expect(deepEqual(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(deepEqual(new Set([1, 2]), new Set([1, 3]))).toBe(false);
  });

  test('handles circular references', () => {
    const a = { name: 'node' };
    a.self = a;
    const b = { name: 'node' };
    b.self = b;
    expect(deepEqual(a, b)).toBe(true);
    const c = { name: 'other' };
    c.self = c;
    expect(deepEqual(a, c)).toBe(false);
  });

  test('returns a boolean for every pair of primitives', () => {
    const values = [0, -0, 1, NaN, Infinity, '', '0', 'a', true, false, null, undefined, 10n, Symbol.iterator];
    for (const x of values) {
      for (const y of values) expect(deepEqual(x, y)).toBe(Object.is(x, y));
    }
    expect(deepEqual(10n, 10n)).toBe(true);
  });

  test('compares functions and symbols by identity', () => {
    const f = () => 1;
    const g = () => 1;
    expect(deepEqual(f, f)).toBe(true);
    expect(deepEqual(f, g)).toBe(false);
    expect(deepEqual({ run: f }, { run: f })).toBe(true);
    expect(deepEqual({ run: f }, { run: g })).toBe(false);
    expect(deepEqual(Symbol('s'), Symbol('s'))).toBe(false);
  });

  test('an object is never equal to a primitive', () => {
    expect(deepEqual({}, null)).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual([], '')).toBe(false);
    expect(deepEqual([1], 1)).toBe(false);
    expect(deepEqual({}, undefined)).toBe(false);
    expect(deepEqual(new Date(0), 0)).toBe(false);
    expect(deepEqual({ valueOf: () => 1 }, 1)).toBe(false);
  });

  test('a key with the value undefined still has to exist on both sides', () => {
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(deepEqual({ b: undefined }, { a: undefined })).toBe(false);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(deepEqual({ a: undefined }, { a: undefined })).toBe(true);
  });

  test('compares symbol keys and ignores non-enumerable and inherited properties', () => {
    const key = Symbol('key');
    expect(deepEqual({ [key]: { deep: 1 } }, { [key]: { deep: 1 } })).toBe(true);
    expect(deepEqual({ [key]: 1 }, { [key]: 2 })).toBe(false);
    expect(deepEqual({ [key]: 1 }, {})).toBe(false);
    expect(deepEqual({}, { [key]: 1 })).toBe(false);
    const hidden = { a: 1 };
    Object.defineProperty(hidden, 'secret', { value: 2, enumerable: false });
    expect(deepEqual(hidden, { a: 1 })).toBe(true);
    const proto = { inherited: true };
    const left = Object.create(proto);
    const right = Object.create(proto);
    left.own = 1;
    right.own = 1;
    expect(deepEqual(left, right)).toBe(true);
  });

  test('requires the same prototype', () => {
    class Point {
      constructor(x, y) {
        this.x = x;
        this.y = y;
      }
    }
    class Vector {
      constructor(x, y) {
        this.x = x;
        this.y = y;
      }
    }
    expect(deepEqual(new Point(1, 2), new Point(1, 2))).toBe(true);
    expect(deepEqual(new Point(1, 2), new Point(1, 3))).toBe(false);
    expect(deepEqual(new Point(1, 2), new Vector(1, 2))).toBe(false);
    expect(deepEqual(new Point(1, 2), { x: 1, y: 2 })).toBe(false);
    const bare = Object.create(null);
    bare.a = 1;
    expect(deepEqual(bare, { a: 1 })).toBe(false);
    const otherBare = Object.create(null);
    otherBare.a = 1;
    expect(deepEqual(bare, otherBare)).toBe(true);
    expect(deepEqual(new Map(), {})).toBe(false);
    expect(deepEqual(new Set(), [])).toBe(false);
    expect(deepEqual(new Date(0), {})).toBe(false);
  });

  test('arrays: order, length and holes matter', () => {
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual([], [])).toBe(true);
    expect(deepEqual([[]], [[]])).toBe(true);
    expect(deepEqual([undefined], [])).toBe(false);
    expect(deepEqual([, 1], [undefined, 1])).toBe(false);
    expect(deepEqual([, 1], [, 1])).toBe(true);
    expect(deepEqual(new Array(3), new Array(3))).toBe(true);
    expect(deepEqual(new Array(3), new Array(2))).toBe(false);
    const tagged = [1, 2];
    tagged.label = 'x';
    expect(deepEqual(tagged, [1, 2])).toBe(false);
    expect(deepEqual([1, 2], tagged)).toBe(false);
  });

  test('dates are equal when they hold the same time, including two invalid dates', () => {
    expect(deepEqual(new Date('2024-01-02T03:04:05Z'), new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe(true);
    expect(deepEqual(new Date(Number.NaN), new Date('not a date'))).toBe(true);
    expect(deepEqual(new Date(Number.NaN), new Date(0))).toBe(false);
    expect(deepEqual({ when: new Date(1) }, { when: new Date(2) })).toBe(false);
    expect(deepEqual(new Date(0), '1970-01-01T00:00:00.000Z')).toBe(false);
  });

  test('regexps are equal when source and flags match', () => {
    expect(deepEqual(/a/, /b/)).toBe(false);
    expect(deepEqual(/a/g, /a/g)).toBe(true);
    expect(deepEqual(new RegExp('a', 'ig'), /a/gi)).toBe(true);
    expect(deepEqual(/a/g, /a/)).toBe(false);
    expect(deepEqual(new RegExp('a/b'), /a\/b/)).toBe(true);
    const used = /x/g;
    used.test('x');
    expect(deepEqual(used, /x/g)).toBe(true);
  });

  test('maps: order does not matter, values are compared deeply', () => {
    const left = new Map([
      ['a', { list: [1, 2] }],
      [1, 'one'],
      [NaN, 'not a number'],
    ]);
    const right = new Map([
      [NaN, 'not a number'],
      [1, 'one'],
      ['a', { list: [1, 2] }],
    ]);
    expect(deepEqual(left, right)).toBe(true);
    expect(deepEqual(left, new Map([...right, ['extra', 1]]))).toBe(false);
    expect(deepEqual(new Map([[1, 'one']]), new Map([['1', 'one']]))).toBe(false);
    expect(deepEqual(new Map([['k', undefined]]), new Map([['j', undefined]]))).toBe(false);
    expect(deepEqual(new Map([['a', { list: [1, 2] }]]), new Map([['a', { list: [1, 3] }]]))).toBe(false);
    expect(deepEqual(new Map([['a', 1]]), { a: 1 })).toBe(false);
  });

  test('maps: object keys are matched by structure', () => {
    expect(deepEqual(new Map([[{ id: 1 }, 'a']]), new Map([[{ id: 1 }, 'a']]))).toBe(true);
    expect(deepEqual(new Map([[{ id: 1 }, 'a']]), new Map([[{ id: 2 }, 'a']]))).toBe(false);
    expect(deepEqual(new Map([[{ id: 1 }, 'a']]), new Map([[{ id: 1 }, 'b']]))).toBe(false);
    const left = new Map([
      [{ id: 1 }, 'one'],
      [{ id: 2 }, 'two'],
    ]);
    const right = new Map([
      [{ id: 2 }, 'two'],
      [{ id: 1 }, 'one'],
    ]);
    expect(deepEqual(left, right)).toBe(true);
    const crossed = new Map([
      [{ id: 1 }, 'two'],
      [{ id: 2 }, 'one'],
    ]);
    expect(deepEqual(left, crossed)).toBe(false);
  });

  test('sets: members are matched by deep equality, one to one', () => {
    expect(deepEqual(new Set([{ x: 1 }, { x: 2 }]), new Set([{ x: 2 }, { x: 1 }]))).toBe(true);
    expect(deepEqual(new Set([{ x: 1 }]), new Set([{ x: 2 }]))).toBe(false);
    expect(deepEqual(new Set([{ x: 1 }, { x: 1 }]), new Set([{ x: 1 }, { x: 2 }]))).toBe(false);
    expect(deepEqual(new Set([{ x: 1 }, { x: 2 }]), new Set([{ x: 1 }, { x: 1 }]))).toBe(false);
    expect(deepEqual(new Set([{ x: 1 }, { x: 1 }]), new Set([{ x: 1 }, { x: 1 }]))).toBe(true);
    expect(deepEqual(new Set([1, { a: [1] }, 'b']), new Set(['b', { a: [1] }, 1]))).toBe(true);
    expect(deepEqual(new Set([NaN]), new Set([NaN]))).toBe(true);
    expect(deepEqual(new Set([1, 2]), new Set([1, 2, 3]))).toBe(false);
    expect(deepEqual(new Set([1]), new Set(['1']))).toBe(false);
    const shared = { x: 1 };
    expect(deepEqual(new Set([shared, { x: 2 }]), new Set([{ x: 2 }, shared]))).toBe(true);
    expect(deepEqual(new Set([[1, 2]]), new Set([[2, 1]]))).toBe(false);
  });

  test('a pairing that failed while searching a set is not remembered as equal', () => {
    const one = { v: 1 };
    const two = { v: 2 };
    const left = { items: new Set([one, two]), pick: one };
    // searching a partner for `one` tries { v: 2 } first, which fails
    const right = { items: new Set([{ v: 2 }, { v: 1 }]), pick: { v: 2 } };
    right.pick = [...right.items][0];
    expect(deepEqual(left, right)).toBe(false);
    right.pick = [...right.items][1];
    expect(deepEqual(left, right)).toBe(true);
  });

  test('a shared object may be compared with several different objects', () => {
    const shared = { v: 1 };
    const left = { p: shared, q: shared };
    expect(deepEqual(left, { p: { v: 1 }, q: { v: 2 } })).toBe(false);
    expect(deepEqual({ p: { v: 1 }, q: { v: 2 } }, left)).toBe(false);
    expect(deepEqual(left, { p: { v: 1 }, q: { v: 1 } })).toBe(true);
    expect(deepEqual([shared, shared, shared], [{ v: 1 }, { v: 1 }, { v: 9 }])).toBe(false);
  });

  test('cycles: the same circular shape is equal, any difference is not', () => {
    const makeList = (values) => {
      const nodes = values.map((value) => ({ value }));
      nodes.forEach((node, i) => {
        node.next = nodes[(i + 1) % nodes.length];
      });
      return nodes[0];
    };
    expect(deepEqual(makeList([1, 2, 3]), makeList([1, 2, 3]))).toBe(true);
    expect(deepEqual(makeList([1, 2, 3]), makeList([1, 2, 4]))).toBe(false);
    const loop = {};
    loop.self = loop;
    expect(deepEqual(loop, { self: { self: {} } })).toBe(false);
    expect(deepEqual({ self: { self: {} } }, loop)).toBe(false);
    const arrayA = [1];
    arrayA.push(arrayA);
    const arrayB = [1];
    arrayB.push(arrayB);
    expect(deepEqual(arrayA, arrayB)).toBe(true);
    const arrayC = [2];
    arrayC.push(arrayC);
    expect(deepEqual(arrayA, arrayC)).toBe(false);
    // the answer does not depend on earlier calls
    expect(deepEqual(arrayA, arrayB)).toBe(true);
  });

  test('cycles through Map and Set values', () => {
    const mapA = new Map();
    mapA.set('me', mapA);
    const mapB = new Map();
    mapB.set('me', mapB);
    expect(deepEqual(mapA, mapB)).toBe(true);
    const setA = new Set();
    setA.add(setA);
    const setB = new Set();
    setB.add(setB);
    expect(deepEqual(setA, setB)).toBe(true);
    const treeA = { name: 'root', children: new Set() };
    treeA.children.add({ name: 'leaf', parent: treeA });
    const treeB = { name: 'root', children: new Set() };
    treeB.children.add({ name: 'leaf', parent: treeB });
    expect(deepEqual(treeA, treeB)).toBe(true);
    const treeC = { name: 'root', children: new Set() };
    treeC.children.add({ name: 'other', parent: treeC });
    expect(deepEqual(treeA, treeC)).toBe(false);
  });

  test('is symmetric', () => {
    const key = Symbol('k');
    const pairs = [
      [{ a: undefined }, { b: undefined }],
      [{ a: 1 }, { a: 1, b: 2 }],
      [
        [1, 2],
        [1, 2, 3],
      ],
      [new Set([{ x: 1 }, { x: 1 }]), new Set([{ x: 1 }, { x: 2 }])],
      [
        new Map([['a', 1]]),
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      ],
      [{ [key]: 1 }, {}],
      [[], {}],
      [{ d: new Date(1) }, { d: new Date(1) }],
    ];
    for (const [x, y] of pairs) expect(deepEqual(x, y)).toBe(deepEqual(y, x));
    expect(pairs.map(([x, y]) => deepEqual(x, y))).toEqual([false, false, false, false, false, false, false, true]);
  });

  test('compares large objects and arrays in linear time', () => {
    const makeObject = () => {
      const object = {};
      for (let i = 0; i < 50000; i++) object[`key${i}`] = i;
      return object;
    };
    const left = makeObject();
    const right = makeObject();
    expect(deepEqual(left, right)).toBe(true);
    right.key49999 = -1;
    expect(deepEqual(left, right)).toBe(false);
    const numbers = Array.from({ length: 100000 }, (_, i) => i);
    expect(deepEqual(numbers, [...numbers])).toBe(true);
    let deepA = {};
    let deepB = {};
    for (let i = 0; i < 1000; i++) {
      deepA = { child: deepA, list: [i] };
      deepB = { child: deepB, list: [i] };
    }
    expect(deepEqual(deepA, deepB)).toBe(true);
  });
});
