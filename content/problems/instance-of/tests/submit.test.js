class Animal {}
class Dog extends Animal {}

describe('myInstanceOf', () => {
  test('an instance of its own class', () => {
    expect(myInstanceOf(new Dog(), Dog)).toBe(true);
  });

  test('an instance of a parent class', () => {
    expect(myInstanceOf(new Dog(), Animal)).toBe(true);
  });

  test('not an instance of an unrelated class', () => {
    expect(myInstanceOf(new Animal(), Dog)).toBe(false);
  });

  test('plain objects and arrays are Objects', () => {
    expect(myInstanceOf({}, Object)).toBe(true);
    expect(myInstanceOf([], Array)).toBe(true);
    expect(myInstanceOf([], Object)).toBe(true);
  });

  test('primitives are never instances', () => {
    expect(myInstanceOf(42, Number)).toBe(false);
    expect(myInstanceOf('a', String)).toBe(false);
  });

  test('null and undefined are not instances', () => {
    expect(myInstanceOf(null, Object)).toBe(false);
    expect(myInstanceOf(undefined, Object)).toBe(false);
  });

  test('booleans, symbols and bigints are not instances', () => {
    expect(myInstanceOf(true, Boolean)).toBe(false);
    expect(myInstanceOf(Symbol('s'), Symbol)).toBe(false);
    expect(myInstanceOf(10n, BigInt)).toBe(false);
  });

  test('boxed primitives are instances', () => {
    expect(myInstanceOf(Object(42), Number)).toBe(true);
  });

  test('an object without a prototype is not an Object', () => {
    expect(myInstanceOf(Object.create(null), Object)).toBe(false);
  });

  test('functions are instances of Function and Object', () => {
    expect(myInstanceOf(() => {}, Function)).toBe(true);
    expect(myInstanceOf(function () {}, Object)).toBe(true);
  });

  test('old-style constructors with a prototype chain', () => {
    function Shape() {}
    function Square() {}
    Square.prototype = Object.create(Shape.prototype);
    const s = new Square();
    expect(myInstanceOf(s, Shape)).toBe(true);
    expect(myInstanceOf(s, Square)).toBe(true);
  });

  test('a value is not an instance of itself', () => {
    function Fn() {}
    expect(myInstanceOf(Fn, Fn)).toBe(false);
  });

  test('changing the prototype after creation changes the answer', () => {
    function Thing() {}
    const t = new Thing();
    Thing.prototype = {};
    expect(myInstanceOf(t, Thing)).toBe(false);
  });

  test('Object.create links count', () => {
    const base = { kind: 'base' };
    function Fake() {}
    Fake.prototype = base;
    expect(myInstanceOf(Object.create(base), Fake)).toBe(true);
  });

  test('throws a TypeError when the right side is not a function', () => {
    expect(() => myInstanceOf({}, {})).toThrow(TypeError);
  });

  test('dates and maps', () => {
    expect(myInstanceOf(new Date(0), Date)).toBe(true);
    expect(myInstanceOf(new Map(), Object)).toBe(true);
    expect(myInstanceOf(new Map(), Set)).toBe(false);
  });

  test('does not use isPrototypeOf', () => {
    const builtIn = Object.prototype.isPrototypeOf;
    Object.prototype.isPrototypeOf = () => {
      throw new Error('isPrototypeOf was called');
    };
    try {
      expect(myInstanceOf(new Dog(), Animal)).toBe(true);
    } finally {
      Object.prototype.isPrototypeOf = builtIn;
    }
  });
});
