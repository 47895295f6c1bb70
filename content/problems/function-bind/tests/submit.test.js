describe('Function.prototype.myBind', () => {
  test('fixes this', () => {
    const user = { name: 'Ana' };
    function greet() {
      return `Hi, ${this.name}`;
    }
    expect(greet.myBind(user)()).toBe('Hi, Ana');
  });

  test('presets arguments before the call’s own', () => {
    const join = (...parts) => parts.join('-');
    expect(join.myBind(null, 'a', 'b')('c', 'd')).toBe('a-b-c-d');
  });

  test('returns the result and keeps state on the bound object', () => {
    const counter = { count: 0, add(step) { this.count += step; return this.count; } };
    const addFive = counter.add.myBind(counter, 5);
    expect(addFive()).toBe(5);
    expect(addFive()).toBe(10);
  });

  test('a detached method keeps its object', () => {
    const list = { items: [1, 2], size() { return this.items.length; } };
    const size = list.size.myBind(list);
    const call = (fn) => fn();
    expect(call(size)).toBe(2);
  });

  test('new builds an instance of the original, with the bound arguments', () => {
    function Point(x, y) {
      this.x = x;
      this.y = y;
    }
    const AtZeroX = Point.myBind({ ignored: true }, 0);
    const p = new AtZeroX(7);
    expect(p).toEqual({ x: 0, y: 7 });
    expect(p instanceof Point).toBe(true);
  });

  test('binding again does not change this, but adds arguments', () => {
    function who(...args) {
      return [this.id, ...args];
    }
    const twice = who.myBind({ id: 'first' }, 1).myBind({ id: 'second' }, 2);
    expect(twice(3)).toEqual(['first', 1, 2, 3]);
  });

  test('does not use the built-in bind', () => {
    const builtIn = Function.prototype.bind;
    Function.prototype.bind = function () {
      throw new Error('the built-in bind was called');
    };
    try {
      const obj = { v: 3, get() { return this.v; } };
      expect(obj.get.myBind(obj)()).toBe(3);
    } finally {
      Function.prototype.bind = builtIn;
    }
  });

  test('instances are instances of the bound function too', () => {
    function Animal(name) {
      this.name = name;
    }
    const Bound = Animal.myBind(null);
    const pet = new Bound('Rex');
    expect(pet instanceof Bound).toBe(true);
    expect(pet instanceof Animal).toBe(true);
    expect(pet.name).toBe('Rex');
  });

  test('new ignores the bound this entirely', () => {
    const bound = {};
    function Thing() {
      this.mine = true;
    }
    const thing = new (Thing.myBind(bound))();
    expect(thing.mine).toBe(true);
    expect(bound.mine).toBeUndefined();
  });

  test('instances reach the original prototype’s methods', () => {
    function Circle(r) {
      this.r = r;
    }
    Circle.prototype.area = function () {
      return Math.round(Math.PI * this.r * this.r);
    };
    const Unit = Circle.myBind(null, 1);
    expect(new Unit().area()).toBe(3);
  });

  test('works with classes and new', () => {
    class Box {
      constructor(w, h) {
        this.size = w * h;
      }
    }
    const Wide = Box.myBind(null, 10);
    const box = new Wide(2);
    expect(box.size).toBe(20);
    expect(box instanceof Box).toBe(true);
  });

  test('a constructor’s returned object wins, as with new', () => {
    function Factory() {
      return { made: 'by factory' };
    }
    const Bound = Factory.myBind(null);
    expect(new Bound()).toEqual({ made: 'by factory' });
  });

  test('a plain call returns the original’s return value, even falsy', () => {
    const zero = () => 0;
    expect(zero.myBind(null)()).toBe(0);
  });

  test('primitive this values reach the function', () => {
    function kind() {
      return typeof this === 'object' ? this.valueOf() : this;
    }
    expect(kind.myBind(42)()).toBe(42);
  });

  test('throws a TypeError when called on a non-function', () => {
    expect(() => Function.prototype.myBind.call({}, null)).toThrow(TypeError);
  });

  test('each call gets fresh arguments (no sharing between calls)', () => {
    const collect = (...args) => args;
    const bound = collect.myBind(null, 'x');
    bound(1);
    expect(bound(2)).toEqual(['x', 2]);
  });

  test('the bound function is called with this only when called', () => {
    const fn = jest.fn();
    fn.myBind({});
    expect(fn).not.toHaveBeenCalled();
  });
});
