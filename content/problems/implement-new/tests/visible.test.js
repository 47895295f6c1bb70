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
});
