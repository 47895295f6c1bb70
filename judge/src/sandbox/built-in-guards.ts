// Two things of the built-ins the language itself consults, guarded before the learner's code
// runs (measured: each was a way to forge a verdict; see README.md "A verdict out of the
// learner's reach"):
// - the prototype chain of a built-in cannot be rewired (`Object.setPrototypeOf(
//   RangeError.prototype, TypeError.prototype)` made a RangeError pass `toThrow(TypeError)`).
//   The learner's own objects still can be: implement-new and instance-of problems do it.
// - `Promise.prototype.then`, which every `await` and `resolves`/`rejects` matcher calls, and
//   `Function.prototype.call/apply`, through which Jest calls every matcher, cannot be replaced
//   (`bind` can: function-bind's tests replace it to check the answer does not use it).
//   Redefining them costs V8 nothing measurable (an array iterator or `constructor` slot
//   redefined the same way made `for…of` 4–6× and `map` 4× slower, so those are not locked:
//   trusted.ts restores them instead).
// No content answer replaces either (grep of content/problems: answers only add `my…` methods).
const { apply, defineProperty, getOwnPropertyDescriptor } = Reflect;
const setPrototypeOf = Reflect.setPrototypeOf;
const TypeErrorOf = TypeError;

export function guardBuiltIns(isBuiltIn: (value: unknown) => boolean) {
  const refuse = (target: unknown) => {
    if (isBuiltIn(target)) {
      throw new TypeErrorOf('The judge does not allow changing the prototype of a built-in object.');
    }
  };
  const objectSetPrototypeOf = Object.setPrototypeOf;
  defineProperty(Object, 'setPrototypeOf', {
    value: {
      setPrototypeOf(target: unknown, proto: object | null) {
        refuse(target);
        return apply(objectSetPrototypeOf, Object, [target, proto]) as unknown;
      },
    }.setPrototypeOf,
    writable: true,
    enumerable: false,
    configurable: true,
  });
  defineProperty(Reflect, 'setPrototypeOf', {
    value: {
      setPrototypeOf(target: object, proto: object | null) {
        refuse(target);
        return setPrototypeOf(target, proto);
      },
    }.setPrototypeOf,
    writable: true,
    enumerable: false,
    configurable: true,
  });
  const proto = getOwnPropertyDescriptor(Object.prototype, '__proto__')!;
  const originalSet = proto.set!;
  defineProperty(Object.prototype, '__proto__', {
    get: proto.get,
    set: getOwnPropertyDescriptor(
      {
        set __proto__(value: unknown) {
          refuse(this);
          apply(originalSet, this, [value]);
        },
      },
      '__proto__',
    )!.set,
    enumerable: false,
    // the original setter must not be put back
    configurable: false,
  });
  // `then`, and the `call`/`apply` through which Jest invokes every matcher (also after
  // `resolves` waited for the learner's promise, when nothing else could restore them)
  const lock = (holder: object, key: string) => {
    const desc = getOwnPropertyDescriptor(holder, key)!;
    defineProperty(holder, key, { value: desc.value, writable: false, configurable: false });
  };
  lock(Promise.prototype, 'then');
  lock(Function.prototype, 'call');
  lock(Function.prototype, 'apply');
}
