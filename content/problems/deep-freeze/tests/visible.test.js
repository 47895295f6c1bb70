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
});
