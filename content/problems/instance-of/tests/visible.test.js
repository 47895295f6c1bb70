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
});
