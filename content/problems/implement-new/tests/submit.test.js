function Person(name) {
  this.name = name;
}
Person.prototype.greet = function () {
  return `Hi, I am ${this.name}`;
};

describe('myNew', () => {
  test('sets the fields through this', () => {
    expect(myNew(Person, 'Ana').name).toBe('Ana');
  });

  test('links the prototype, so methods work', () => {
    expect(myNew(Person, 'Bo').greet()).toBe('Hi, I am Bo');
  });

  test('instanceof holds', () => {
    expect(myNew(Person, 'Cy') instanceof Person).toBe(true);
  });

  test('passes every argument', () => {
    function Point(x, y, z) {
      this.sum = x + y + z;
    }
    expect(myNew(Point, 1, 2, 3).sum).toBe(6);
  });

  test('an object returned by the constructor is the result', () => {
    function Cached() {
      return { cached: true };
    }
    expect(myNew(Cached)).toEqual({ cached: true });
  });

  test('a returned primitive is ignored', () => {
    function Weird() {
      this.ok = true;
      return 42;
    }
    const made = myNew(Weird);
    expect(made.ok).toBe(true);
    expect(made instanceof Weird).toBe(true);
  });

  test('a returned null is ignored', () => {
    function Nothing() {
      this.kept = 1;
      return null;
    }
    expect(myNew(Nothing)).toEqual({ kept: 1 });
  });

  test('a returned function is the result', () => {
    const inner = () => 'inner';
    function MakesFn() {
      return inner;
    }
    expect(myNew(MakesFn)).toBe(inner);
  });

  test('a returned array is the result', () => {
    function MakesList() {
      return [1, 2];
    }
    expect(myNew(MakesList)).toEqual([1, 2]);
  });

  test('each call makes a different object', () => {
    expect(myNew(Person, 'A')).not.toBe(myNew(Person, 'A'));
  });

  test('the constructor runs once per call', () => {
    const Spy = jest.fn(function () {
      this.made = true;
    });
    myNew(Spy);
    expect(Spy).toHaveBeenCalledTimes(1);
  });

  test('inherited methods along a longer chain work', () => {
    function Animal() {}
    Animal.prototype.breathes = () => true;
    function Dog(name) {
      this.name = name;
    }
    Dog.prototype = Object.create(Animal.prototype);
    const rex = myNew(Dog, 'Rex');
    expect(rex.breathes()).toBe(true);
    expect(rex instanceof Animal).toBe(true);
  });

  test('a null prototype falls back to Object.prototype', () => {
    function Bare() {}
    Bare.prototype = null;
    const made = myNew(Bare);
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
  });

  test('throws a TypeError for a non-function', () => {
    expect(() => myNew({})).toThrow(TypeError);
  });

  test('does not use Reflect.construct', () => {
    const builtIn = Reflect.construct;
    Reflect.construct = () => {
      throw new Error('Reflect.construct was called');
    };
    try {
      expect(myNew(Person, 'Di').greet()).toBe('Hi, I am Di');
    } finally {
      Reflect.construct = builtIn;
    }
  });

  test('the object exists before the constructor runs (this is the result)', () => {
    let seen;
    function Remember() {
      seen = this;
    }
    expect(myNew(Remember)).toBe(seen);
  });

  test('own properties are only those the constructor set', () => {
    expect(Object.keys(myNew(Person, 'Eve'))).toEqual(['name']);
  });
});
