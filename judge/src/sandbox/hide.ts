// The other half of worker/hide-sources.ts: the registry of the test file's functions and a
// `Function.prototype.toString` that answers `[native code]` for them, installed before the
// learner's code runs. Every other function prints its source as before (the learner's own,
// the harness's). The property becomes a non-configurable accessor, so the code cannot put the
// original back, and assigning `fn.toString = …` on any other function still gives that
// function an own `toString` (a non-writable data property would refuse it).
const apply = Reflect.apply;
const defineProperty = Reflect.defineProperty;
const getOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor;
const ownKeys = Reflect.ownKeys;
const hasOwn = Object.hasOwn;
const weakSetHas = WeakSet.prototype.has;
const weakSetAdd = WeakSet.prototype.add;
const getName = (fn: object): unknown => {
  const desc = getOwnPropertyDescriptor(fn, 'name');
  return desc && hasOwn(desc, 'value') ? desc.value : undefined;
};

export interface SourceHiding {
  /** registers a function of the test file; gives an anonymous one the name it would have inferred */
  hide<T>(fn: T, name?: string): T;
  /** registers an object's (or class's) own methods and accessors, and the class itself */
  hideMembers<T>(target: T): T;
  /** whether the test file made `value` (a registered function) */
  isTestFunction(value: unknown): boolean;
}

export function installSourceHiding(): SourceHiding {
  const hidden = new WeakSet<object>();
  const isHidden = (value: unknown) =>
    (typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
    apply(weakSetHas, hidden, [value]);
  const add = (value: unknown) => {
    if (typeof value === 'function') apply(weakSetAdd, hidden, [value]);
  };
  const originalToString = Function.prototype.toString;

  const toString = {
    toString(this: unknown): string {
      if (isHidden(this)) {
        const name = getName(this as object);
        return `function ${typeof name === 'string' ? name : ''}() { [native code] }`;
      }
      return apply(originalToString, this, []) as string;
    },
  }.toString;
  add(toString);
  defineProperty(Function.prototype, 'toString', {
    get: () => toString,
    set(this: unknown, value: unknown) {
      if (this === Function.prototype) {
        throw new TypeError("Cannot assign to read only property 'toString' of function");
      }
      defineProperty(this as object, 'toString', { value, writable: true, enumerable: true, configurable: true });
    },
    enumerable: false,
    configurable: false,
  });

  return {
    isTestFunction: isHidden,
    hide(fn, name) {
      add(fn);
      if (typeof fn === 'function' && name !== undefined && getName(fn) === '') {
        defineProperty(fn, 'name', { __proto__: null, value: name, configurable: true } as PropertyDescriptor);
      }
      return fn;
    },
    hideMembers(target) {
      if ((typeof target !== 'object' && typeof target !== 'function') || target === null) return target;
      add(target);
      // index loops and own reads only: the code may have patched the array iterator or put
      // getters named `value`/`get` on Object.prototype
      const keys = ownKeys(target);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key === undefined) continue;
        const desc = getOwnPropertyDescriptor(target, key);
        if (!desc) continue;
        if (hasOwn(desc, 'value')) add(desc.value);
        if (hasOwn(desc, 'get')) add(desc.get);
        if (hasOwn(desc, 'set')) add(desc.set);
      }
      return target;
    },
  };
}
