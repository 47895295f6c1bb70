describe('deepFreeze', () => {
  test('freezes the object and returns it', () => {
    const obj = { a: 1 };
    expect(deepFreeze(obj)).toBe(obj);
    expect(Object.isFrozen(obj)).toBe(true);
  });

  test('freezes nested objects and arrays', () => {
    const config = deepFreeze({ server: { port: 8080, tls: { on: true } }, hosts: ['a', { name: 'b' }] });
    expect(Object.isFrozen(config.server)).toBe(true);
    expect(Object.isFrozen(config.server.tls)).toBe(true);
    expect(Object.isFrozen(config.hosts)).toBe(true);
    expect(Object.isFrozen(config.hosts[1])).toBe(true);
  });

  test('nested values can no longer be changed', () => {
    const config = deepFreeze({ server: { port: 8080 }, hosts: ['a'] });
    expect(() => {
      'use strict';
      config.server.port = 1;
    }).toThrow(TypeError);
    expect(() => config.hosts.push('b')).toThrow(TypeError);
    expect(config.server.port).toBe(8080);
    expect(config.hosts).toEqual(['a']);
  });

  test('returns primitives as they are', () => {
    expect(deepFreeze(42)).toBe(42);
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(undefined)).toBeUndefined();
  });

  test('handles circular references', () => {
    const node = { name: 'root', children: [] };
    node.self = node;
    node.children.push({ parent: node });
    expect(deepFreeze(node)).toBe(node);
    expect(Object.isFrozen(node)).toBe(true);
    expect(Object.isFrozen(node.children[0])).toBe(true);
  });

  test('freezes a top-level array and deep chains', () => {
    const list = [[{ a: [{ b: {} }] }]];
    expect(deepFreeze(list)).toBe(list);
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0][0].a[0].b)).toBe(true);
  });

  test('handles longer cycles and shared references', () => {
    const a = { name: 'a' };
    const b = { name: 'b', a };
    const c = { name: 'c', b };
    a.c = c;
    const shared = { s: {} };
    const root = deepFreeze({ a, first: shared, second: shared, list: [shared, a] });
    expect(Object.isFrozen(root)).toBe(true);
    expect([a, b, c, shared, shared.s].every((o) => Object.isFrozen(o))).toBe(true);
  });

  test('walks into objects that were already frozen', () => {
    const inner = { deep: { value: 1 } };
    const outer = Object.freeze({ inner });
    const root = { outer };
    deepFreeze(root);
    expect(Object.isFrozen(inner)).toBe(true);
    expect(Object.isFrozen(inner.deep)).toBe(true);
    const frozenTop = Object.freeze({ child: { x: 1 } });
    deepFreeze(frozenTop);
    expect(Object.isFrozen(frozenTop.child)).toBe(true);
  });

  test('freezes objects behind symbol keys', () => {
    const key = Symbol('meta');
    const obj = deepFreeze({ [key]: { secret: { level: 1 } } });
    expect(Object.isFrozen(obj[key])).toBe(true);
    expect(Object.isFrozen(obj[key].secret)).toBe(true);
  });

  test('freezes objects behind non-enumerable properties', () => {
    const obj = {};
    Object.defineProperty(obj, 'hidden', { value: { inner: {} }, enumerable: false, writable: true });
    deepFreeze(obj);
    expect(Object.isFrozen(obj.hidden)).toBe(true);
    expect(Object.isFrozen(obj.hidden.inner)).toBe(true);
  });

  test('freezes functions and what they hold', () => {
    function handler() {}
    handler.options = { retries: 3 };
    const arrow = () => 1;
    const obj = deepFreeze({ handler, nested: { arrow } });
    expect(Object.isFrozen(obj.handler)).toBe(true);
    expect(Object.isFrozen(handler.options)).toBe(true);
    expect(Object.isFrozen(arrow)).toBe(true);
  });

  test('does not call getters', () => {
    let calls = 0;
    const obj = {
      plain: { x: 1 },
      get expensive() {
        calls++;
        throw new Error('getter must not run');
      },
    };
    expect(() => deepFreeze(obj)).not.toThrow();
    expect(calls).toBe(0);
    expect(Object.isFrozen(obj)).toBe(true);
    expect(Object.isFrozen(obj.plain)).toBe(true);
  });

  test('does not freeze prototypes reached only through the prototype chain', () => {
    class Point {
      constructor(x) {
        this.x = x;
        this.meta = { label: 'p' };
      }
    }
    const point = deepFreeze(new Point(1));
    expect(Object.isFrozen(point)).toBe(true);
    expect(Object.isFrozen(point.meta)).toBe(true);
    expect(Object.isFrozen(Point.prototype)).toBe(false);
    deepFreeze({ a: {} });
    expect(Object.isFrozen(Object.prototype)).toBe(false);
    expect(Object.isFrozen(Array.prototype)).toBe(false);
  });

  test('freezes null-prototype objects and Date/Map objects themselves', () => {
    const dict = Object.create(null);
    dict.entry = { v: 1 };
    const holder = deepFreeze({ dict, when: new Date(0), map: new Map() });
    expect(Object.isFrozen(holder.dict)).toBe(true);
    expect(Object.isFrozen(holder.dict.entry)).toBe(true);
    expect(Object.isFrozen(holder.when)).toBe(true);
    expect(Object.isFrozen(holder.map)).toBe(true);
  });

  test('keeps all values unchanged', () => {
    const input = { a: 1, b: [1, 2, { c: 'x' }], d: { e: null, f: undefined } };
    const before = JSON.stringify(input);
    expect(deepFreeze(input)).toBe(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(Object.keys(input.d)).toEqual(['e', 'f']);
  });

  test('handles a large graph quickly', () => {
    const root = { items: [] };
    for (let i = 0; i < 50000; i++) root.items.push({ id: i, tags: ['t'], owner: root });
    deepFreeze(root);
    expect(Object.isFrozen(root.items)).toBe(true);
    expect(Object.isFrozen(root.items[49999])).toBe(true);
    expect(Object.isFrozen(root.items[49999].tags)).toBe(true);
  });
});
