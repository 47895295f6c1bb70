describe('JSON Pointer', () => {
  test('parsePointer splits and unescapes the tokens', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/users/0/name')).toEqual(['users', '0', 'name']);
    expect(parsePointer('/a~1b/m~0n')).toEqual(['a/b', 'm~n']);
  });

  test('getByPointer reads nested keys and array indexes', () => {
    const doc = { users: [{ name: 'Ann' }, { name: 'Bob', tags: ['admin'] }] };
    expect(getByPointer(doc, '/users/0/name')).toBe('Ann');
    expect(getByPointer(doc, '/users/1/tags/0')).toBe('admin');
    expect(getByPointer(doc, '')).toBe(doc);
  });

  test('getByPointer finds keys that contain / and ~', () => {
    const doc = { 'a/b': 1, 'm~n': 2 };
    expect(getByPointer(doc, '/a~1b')).toBe(1);
    expect(getByPointer(doc, '/m~0n')).toBe(2);
  });

  test('getByPointer returns undefined for what is not there', () => {
    const doc = { users: [{ name: 'Ann' }] };
    expect(getByPointer(doc, '/users/0')).toEqual({ name: 'Ann' });
    expect(getByPointer(doc, '/users/1')).toBeUndefined();
    expect(getByPointer(doc, '/missing/deeper')).toBeUndefined();
    expect(getByPointer(doc, '/users/0/name/length')).toBeUndefined();
  });

  test('setByPointer sets a nested value in place', () => {
    const doc = { user: { name: 'Ann' } };
    expect(setByPointer(doc, '/user/age', 30)).toBe(doc);
    expect(doc).toEqual({ user: { name: 'Ann', age: 30 } });
  });

  test("setByPointer appends to an array with '-'", () => {
    const doc = { list: [1, 2] };
    setByPointer(doc, '/list/-', 3);
    expect(doc.list).toEqual([1, 2, 3]);
  });

  test('parsePointer: the root, empty tokens and the order of unescaping', () => {
    expect(parsePointer('/')).toEqual(['']);
    expect(parsePointer('//')).toEqual(['', '']);
    expect(parsePointer('/~01')).toEqual(['~1']);
    expect(parsePointer('/~10')).toEqual(['/0']);
    expect(parsePointer('/a b/%20/é')).toEqual(['a b', '%20', 'é']);
  });

  test('parsePointer rejects malformed pointers with a SyntaxError', () => {
    expect(() => parsePointer('users')).toThrow(SyntaxError);
    expect(() => parsePointer('#/users')).toThrow(SyntaxError);
    expect(() => parsePointer('/a~')).toThrow(SyntaxError);
    expect(() => parsePointer('/a~2')).toThrow(SyntaxError);
    expect(parsePointer('/ok~0~1')).toEqual(['ok~/']);
  });

  test('getByPointer and setByPointer throw on malformed pointers too', () => {
    expect(() => getByPointer({ a: 1 }, 'a')).toThrow(SyntaxError);
    expect(() => setByPointer({ a: 1 }, '/a~x', 2)).toThrow(SyntaxError);
    expect(getByPointer({ a: 1 }, '/a')).toBe(1);
  });

  test('the empty key and odd keys are ordinary keys', () => {
    const doc = { '': 'empty', ' ': 'space', '%25': 'percent', '-': 'dash', 0: 'zero', '~1': 'tilde-one' };
    expect(getByPointer(doc, '/')).toBe('empty');
    expect(getByPointer(doc, '/ ')).toBe('space');
    expect(getByPointer(doc, '/%25')).toBe('percent');
    expect(getByPointer(doc, '/-')).toBe('dash');
    expect(getByPointer(doc, '/0')).toBe('zero');
    expect(getByPointer(doc, '/~01')).toBe('tilde-one');
  });

  test('array indexes must be canonical decimal numbers within the length', () => {
    const doc = { list: ['a', 'b', 'c'] };
    expect(getByPointer(doc, '/list/2')).toBe('c');
    expect(getByPointer(doc, '/list/01')).toBeUndefined();
    expect(getByPointer(doc, '/list/+1')).toBeUndefined();
    expect(getByPointer(doc, '/list/1.0')).toBeUndefined();
    expect(getByPointer(doc, '/list/ 1')).toBeUndefined();
    expect(getByPointer(doc, '/list/-')).toBeUndefined();
    expect(getByPointer(doc, '/list/3')).toBeUndefined();
    expect(getByPointer(doc, '/list/length')).toBeUndefined();
  });

  test('only own properties are found', () => {
    const doc = { own: 1 };
    expect(getByPointer(doc, '/own')).toBe(1);
    expect(getByPointer(doc, '/toString')).toBeUndefined();
    expect(getByPointer(doc, '/__proto__')).toBeUndefined();
    expect(getByPointer(doc, '/constructor/name')).toBeUndefined();
  });

  test('null and falsy values are found, and stepping into them gives undefined', () => {
    const doc = { a: null, b: 0, c: '', d: false };
    expect(getByPointer(doc, '/a')).toBeNull();
    expect(getByPointer(doc, '/b')).toBe(0);
    expect(getByPointer(doc, '/c')).toBe('');
    expect(getByPointer(doc, '/d')).toBe(false);
    expect(getByPointer(doc, '/a/x')).toBeUndefined();
    expect(getByPointer(doc, '/c/length')).toBeUndefined();
  });

  test('works on a root array and on a primitive document', () => {
    expect(getByPointer([10, [20, 30]], '/1/0')).toBe(20);
    expect(getByPointer(42, '')).toBe(42);
    expect(getByPointer(42, '/x')).toBeUndefined();
  });

  test('setByPointer on an array: replace, append at the length, reject beyond it', () => {
    const doc = { list: ['a', 'b'] };
    setByPointer(doc, '/list/0', 'A');
    setByPointer(doc, '/list/2', 'c');
    expect(doc.list).toEqual(['A', 'b', 'c']);
    expect(() => setByPointer(doc, '/list/5', 'x')).toThrow(Error);
    expect(() => setByPointer(doc, '/list/01', 'x')).toThrow(Error);
    expect(() => setByPointer(doc, '/list/name', 'x')).toThrow(Error);
    expect(doc.list).toEqual(['A', 'b', 'c']);
  });

  test("setByPointer: '-' on an object is an ordinary key", () => {
    const doc = { obj: {} };
    setByPointer(doc, '/obj/-', 1);
    expect(doc.obj).toEqual({ '-': 1 });
    setByPointer(doc, '/-', [1]);
    setByPointer(doc, '/-/-', 2);
    expect(doc['-']).toEqual([1, 2]);
  });

  test('setByPointer throws when the parent is missing or not a container', () => {
    const doc = { user: { name: 'Ann' }, n: 1, nothing: null };
    expect(() => setByPointer(doc, '/missing/key', 1)).toThrow(Error);
    expect(() => setByPointer(doc, '/user/name/first', 'A')).toThrow(Error);
    expect(() => setByPointer(doc, '/n/x', 1)).toThrow(Error);
    expect(() => setByPointer(doc, '/nothing/x', 1)).toThrow(Error);
    expect(doc).toEqual({ user: { name: 'Ann' }, n: 1, nothing: null });
    expect(setByPointer(doc, '/user/name', 'Bob').user.name).toBe('Bob');
  });

  test('setByPointer with the empty pointer returns the new value', () => {
    const doc = { a: 1 };
    expect(setByPointer(doc, '', { b: 2 })).toEqual({ b: 2 });
    expect(doc).toEqual({ a: 1 });
  });

  test('setByPointer on escaped keys and the empty key', () => {
    const doc = {};
    setByPointer(doc, '/a~1b', 1);
    setByPointer(doc, '/m~0n', 2);
    setByPointer(doc, '/', 3);
    expect(doc).toEqual({ 'a/b': 1, 'm~n': 2, '': 3 });
  });

  test('setByPointer cannot pollute prototypes', () => {
    const doc = {};
    setByPointer(doc, '/__proto__', { isAdmin: true });
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(Object.hasOwn(doc, '__proto__')).toBe(true);
    expect(doc.isAdmin).toBeUndefined();
    expect(() => setByPointer({}, '/__proto__/isAdmin', true)).toThrow(Error);
    expect(() => setByPointer({}, '/constructor/prototype/isAdmin', true)).toThrow(Error);
    expect({}.isAdmin).toBeUndefined();
  });

  test('a value set can be read back with the same pointer', () => {
    const doc = { a: [{}], 'x/y': { '~': [] } };
    const pointers = ['/a/0/b', '/a/-', '/x~1y/~0/-', '/x~1y/~0/0', '/new'];
    pointers.forEach((pointer, i) => setByPointer(doc, pointer, i));
    expect(getByPointer(doc, '/a/0/b')).toBe(0);
    expect(getByPointer(doc, '/a/1')).toBe(1);
    expect(getByPointer(doc, '/x~1y/~0/0')).toBe(3);
    expect(getByPointer(doc, '/new')).toBe(4);
  });
});
