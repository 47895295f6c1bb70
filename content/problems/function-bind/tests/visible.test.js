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
});
