// What the hidden tests read and call, as the realm had it before the learner's code ran. The
// code and the tests share one realm (README.md, "A verdict out of the learner's reach", says
// why two realms break legitimate answers), so a test that checks `result.every(…)`,
// `JSON.stringify(a) === JSON.stringify(b)` or `map.size` would otherwise call whatever the
// code put on `Array.prototype`, `JSON` or `Map.prototype`. The worker rewrites the test file
// (worker/trusted-access.ts) so that every property it reads or calls goes through `get`/`call`
// below, and binds the built-in globals' names to the objects taken here.
//
// The rule: a property found on a built-in object (a prototype, a constructor, `JSON`, `Math`…)
// is read as it was when the code started, unless the test file itself put the value there (a
// test that forbids `Array.prototype.sort` or spies on `Math.random`). Everything else is read
// as usual, so what the code ADDS (`Array.prototype.myReduce`) and its own objects (Proxies
// included: the lookup itself is an ordinary [[Get]]) behave exactly as before.
import { TRUSTED_GLOBAL_NAMES } from './trusted-names';
import { type WatchedSlot, arrayPatternSlots, consultingNatives, fewSlotNatives, watchedSlots } from './watched-slots';

const {
  apply,
  defineProperty,
  deleteProperty,
  get: reflectGet,
  getOwnPropertyDescriptor,
  getPrototypeOf,
  ownKeys,
} = Reflect;
const ObjectOf = Object;
const hasOwn = Object.hasOwn;
const bind = Function.prototype.bind;
const TypeErrorOf = TypeError;
const ErrorOf = Error;
const StringOf = String;
const createObject = Object.create as (proto: null) => Record<PropertyKey, unknown>;

/** a built-in's own properties as they were (a null-prototype record: nothing to patch) */
type Slots = Record<PropertyKey, PropertyDescriptor | undefined>;

export interface TrustedAccess {
  /** `obj[key]` as the test file reads it */
  get(obj: unknown, key: unknown): unknown;
  /** `obj[key](…)` as the test file calls it: the method, bound to `obj` */
  call(obj: unknown, key: unknown, text: string): (...args: unknown[]) => unknown;
  /**
   * `call` for Jest's matcher libraries: before `filter`, `map`, `slice`… only the species slots
   * are put back, before `RegExp.prototype.test` only `exec` (all of them at every `filter` of
   * Jest's equality made a 100,000-element toEqual about 1.6x slower)
   */
  callAsWas(obj: unknown, key: unknown, text: string): (...args: unknown[]) => unknown;
  /**
   * `for (x of value)`, `[...value]`, `const [a] = value` as the test file iterates; `destructures`
   * when each value is destructured again (`for (const [a, b] of value)`, nested array patterns)
   */
  iter(value: unknown, destructures?: boolean): Iterable<unknown>;
  /** `iter` without putting the watched slots back first (Jest's loops, inside a matcher that did) */
  iterAsWas(value: unknown, destructures?: boolean): Iterable<unknown>;
  /** a spread that a built-in then consumes: iterated to the end, the protocol slots put back after */
  settle(value: unknown): Iterable<unknown>;
  /** `${value}` in the test file's template literals */
  str(value: unknown): unknown;
  /** the built-in globals as they were (the test file's names for them) */
  globals: Record<string, unknown>;
  /** records more built-ins: the DOM's classes of a UI run (with their prototypes), before the app runs */
  addBuiltIns(classes: readonly unknown[]): void;
  /** puts the protocol slots (iteration, species, conversions) back as they were */
  restoreProtocol(): void;
  /** `fn` called with the protocol slots put back first (a test function whose parameters destructure arrays) */
  guard(fn: unknown): unknown;
  /** whether the test file made `value` (a mock, an asymmetric matcher) or wrote its `asymmetricMatch` */
  madeByTests(value: unknown): boolean;
  /** whether `value` is one of the built-ins taken */
  isBuiltIn(value: unknown): boolean;
}

const describe = (value: unknown) =>
  typeof value === 'function' ? 'function' : isObject(value) ? 'object' : StringOf(value);

const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/**
 * Takes the built-ins reachable from the realm's standard globals (and the iterator prototypes
 * no global names). `isTestValue` tells the test file's own functions (hide.ts's registry);
 * `jestFactories` are the functions whose results, when the test file calls them, count as the
 * test file's too (jest.fn, jest.spyOn…); so do the results of any method of `factoryHolders`
 * (`expect` and `expect.not`: `expect.any(Number)`, and those `expect.extend` adds later).
 */
export function createTrustedAccess(
  g: Record<string, unknown>,
  isTestValue: (value: unknown) => boolean,
  jestFactories: readonly unknown[],
  factoryHolders: readonly unknown[] = [],
): TrustedAccess {
  // methods bound now, so the lookups below never go through a prototype the code can patch
  // (and allocate nothing per call, unlike Reflect.apply with an argument list)
  const builtIns = new WeakMap<object, Slots>();
  const slotsOf = apply(bind, WeakMap.prototype.get, [builtIns]) as (o: object) => Slots | undefined;
  const addSlots = apply(bind, WeakMap.prototype.set, [builtIns]) as (o: object, s: Slots) => void;
  const testValues = new WeakSet<object>();
  const isTestMade = apply(bind, WeakSet.prototype.has, [testValues]) as (v: object) => boolean;
  const addTestMade = apply(bind, WeakSet.prototype.add, [testValues]) as (v: object) => void;

  // `deep`: every value reachable from the roots is a built-in (the ECMAScript globals); else
  // only the roots, their prototypes and the objects on those prototypes' chains are (the DOM's
  // classes, whose static fields may hold live objects such as the document)
  const record = (roots: readonly unknown[], deep = true) => {
    // an explicit stack: the graph of built-ins is wide
    const stack: unknown[] = [];
    for (let i = 0; i < roots.length; i++) stack[stack.length] = roots[i];
    while (stack.length) {
      const obj = stack[stack.length - 1];
      stack.length -= 1;
      if (!isObject(obj) || slotsOf(obj) !== undefined) continue;
      const slots = createObject(null) as Slots;
      addSlots(obj, slots);
      stack[stack.length] = getPrototypeOf(obj);
      if (!deep && typeof obj === 'function') {
        const proto = getOwnPropertyDescriptor(obj, 'prototype');
        if (proto && isObject(proto.value)) stack[stack.length] = proto.value;
      }
      const keys = ownKeys(obj);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key === undefined) continue;
        const desc = getOwnPropertyDescriptor(obj, key);
        if (!desc) continue;
        slots[key] = desc;
        if (!deep) continue;
        if (hasOwn(desc, 'value')) stack[stack.length] = desc.value;
        else {
          stack[stack.length] = desc.get;
          stack[stack.length] = desc.set;
        }
      }
    }
  };

  const globals = ObjectOf.create(null) as Record<string, unknown>;
  const roots: unknown[] = [];
  for (let i = 0; i < TRUSTED_GLOBAL_NAMES.length; i++) {
    const name = TRUSTED_GLOBAL_NAMES[i];
    if (name === undefined) continue;
    const desc = getOwnPropertyDescriptor(g, name);
    if (desc && hasOwn(desc, 'value')) {
      globals[name] = desc.value;
      roots[roots.length] = desc.value;
    }
  }
  // prototypes no global names: the iterators' and the generators'
  roots[roots.length] = getPrototypeOf([][Symbol.iterator]());
  roots[roots.length] = getPrototypeOf(new Map()[Symbol.iterator]());
  roots[roots.length] = getPrototypeOf(new Set()[Symbol.iterator]());
  roots[roots.length] = getPrototypeOf(''[Symbol.iterator]());
  roots[roots.length] = getPrototypeOf(/a/[Symbol.matchAll](''));
  roots[roots.length] = getPrototypeOf(function* () {});
  roots[roots.length] = getPrototypeOf(async function () {});
  roots[roots.length] = getPrototypeOf(async function* () {});
  roots[roots.length] = getPrototypeOf(Int8Array);
  record(roots);

  // The watched slots: those the language and the built-ins consult without naming them
  // (iteration, species, conversions), and those Jest's matchers call (sandbox/watched-slots.ts).
  // Natives the tests call (`Array.from`, `new Set(list)`) and the matchers read them from the
  // realm, so they are put back as they were after the code's top level, before every test,
  // hook and matcher, before the test file iterates or converts an object, and before it calls a
  // native that does (checking all of them costs ~15 µs, too much for every call). No legitimate answer
  // replaces one; locking them instead would cost every run: V8 drops its fast paths for arrays
  // once such a slot is redefined (measured: for…of 4–6×, map 4× slower).
  const protocol = watchedSlots(g);
  const consulting = consultingNatives(g);
  const isConsulting = apply(bind, Set.prototype.has, [consulting]) as (fn: unknown) => boolean;
  const same = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
    a === undefined || b === undefined ? a === b : a.value === b.value && a.get === b.get && a.set === b.set;
  const restoreSlots = (slots: readonly WatchedSlot[]) => {
    for (let i = 0; i < slots.length; i++) {
      // index reads: an array pattern would call the very iterator the code may have replaced
      const entry = slots[i];
      if (entry === undefined) continue;
      const holder = entry[0];
      const key = entry[1];
      const original = entry[2];
      const label = entry[3];
      const now = getOwnPropertyDescriptor(holder, key);
      if (same(now, original) || (now && (trusts(now.value) || trusts(now.get)))) continue;
      // made unchangeable by the code: the tests cannot be judged fairly any more
      const restored = original ? defineProperty(holder, key, original) : deleteProperty(holder, key);
      if ((now && !now.configurable) || !restored) {
        throw new ErrorOf(
          `Your code replaced ${label} and made it unchangeable; the tests rely on the built-in, so they cannot be judged.`,
        );
      }
    }
  };
  const restoreProtocol = () => restoreSlots(protocol);
  // what an array pattern consults (a few slots: cheap enough for every step of a 100,000-case loop)
  const arrayPattern = arrayPatternSlots(protocol);
  const restoreArrayPattern = () => restoreSlots(arrayPattern);
  const fewSlots = fewSlotNatives(g, protocol);
  const slotsOfNative = apply(bind, Map.prototype.get, [fewSlots]) as (fn: unknown) => WatchedSlot[] | undefined;

  const trusts = (value: unknown) => isObject(value) && (isTestValue(value) || isTestMade(value));

  /** the value at `key` as it was, when the lookup lands on a built-in the code changed there */
  const get = (obj: unknown, key: unknown): unknown => {
    if (obj === null || obj === undefined) {
      throw new TypeErrorOf(`Cannot read properties of ${StringOf(obj)} (reading '${StringOf(key)}')`);
    }
    const target = isObject(obj) ? obj : ObjectOf(obj);
    const k = typeof key === 'symbol' || typeof key === 'number' ? key : StringOf(key);
    const found = reflectGet(target, k, obj);
    // walk the chain as [[Get]] did: the first object that has `key` (or had it, if built-in)
    let o: object | null = target;
    for (let depth = 0; o !== null && depth < 10_000; depth++) {
      const slots = slotsOf(o);
      if (slots) {
        const original = slots[k];
        if (original) {
          // the common case, read without taking a descriptor: the value is the one it was
          if (found === original.value && hasOwn(original, 'value')) return found;
          const now = getOwnPropertyDescriptor(o, k);
          if (
            now &&
            (now.value === original.value || trusts(now.value)) &&
            now.get === original.get &&
            now.set === original.set
          )
            return found;
          if (now && trusts(now.get)) return found;
          if (hasOwn(original, 'value')) return original.value;
          return original.get ? apply(original.get, obj, []) : undefined;
        }
      }
      if (hasOwn(o, k)) return found;
      o = getPrototypeOf(o);
    }
    return found;
  };

  /** `obj[key]` as it was, to be called: a TypeError naming `text` when it is not a function */
  const methodOf = (obj: unknown, key: unknown, text: string): ((...args: unknown[]) => unknown) => {
    const fn = get(obj, key);
    if (typeof fn !== 'function') throw new TypeErrorOf(`${text} is not a function`);
    return fn as (...args: unknown[]) => unknown;
  };

  const call = (obj: unknown, key: unknown, text: string) => {
    const fn = methodOf(obj, key, text);
    // a native that iterates or converts what it is given (Array.from, join, Promise.all) gets
    // the watched slots as they were (the matchers get them in harness.ts)
    if (isConsulting(fn)) restoreProtocol();
    let isFactory = false;
    for (let i = 0; i < jestFactories.length; i++) if (jestFactories[i] === fn) isFactory = true;
    for (let i = 0; i < factoryHolders.length; i++) if (factoryHolders[i] === obj) isFactory = true;
    return (...args: unknown[]) => {
      const result: unknown = apply(fn, obj, args);
      // a mock or spy the test file made is the test file's, wherever it is put
      if (isFactory && isObject(result)) addTestMade(result);
      return result;
    };
  };

  const callAsWas = (obj: unknown, key: unknown, text: string) => {
    const fn = methodOf(obj, key, text);
    if (isConsulting(fn)) {
      const few = slotsOfNative(fn);
      if (few) restoreSlots(few);
      else restoreProtocol();
    }
    return (...args: unknown[]) => apply(fn, obj, args);
  };

  /** a null-prototype iterable handing out `iterator` (nothing of the realm consulted on the way) */
  const iterableOf = (iterator: object): Iterable<unknown> => {
    const iterable = createObject(null);
    iterable[Symbol.iterator] = () => iterator;
    return iterable as unknown as Iterable<unknown>;
  };

  /** the iteration protocol with the iterator's own methods read as they were */
  const iterAsWas = (value: unknown, destructures = false): Iterable<unknown> => {
    const method = value === null || value === undefined ? undefined : get(value, Symbol.iterator);
    if (typeof method !== 'function') throw new TypeErrorOf(`${describe(value)} is not iterable`);
    const source: unknown = apply(method, value, []);
    if (!isObject(source)) throw new TypeErrorOf('Result of the Symbol.iterator method is not an object');
    const next = get(source, 'next');
    if (typeof next !== 'function') throw new TypeErrorOf(`${describe(next)} is not a function`);
    // own methods only: nothing of Object.prototype is consulted by for…of on these objects
    const iterator = createObject(null);
    iterator.next = () => {
      const step: unknown = apply(next, source, []);
      if (!isObject(step)) throw new TypeErrorOf(`Iterator result ${describe(step)} is not an object`);
      const done = get(step, 'done');
      // a literal, not a null-prototype object (those are dictionaries: slow to make, and Jest's
      // loops make one per step); the loop reads only its own `done` and `value`
      const result = { done, value: done ? undefined : get(step, 'value') };
      // the code's `next` (or the loop's body) ran since: the value's own pattern reads as it was
      if (destructures) restoreArrayPattern();
      return result;
    };
    iterator.return = () => {
      const close = get(source, 'return');
      if (typeof close === 'function') apply(close, source, []);
      const result = createObject(null);
      result.done = true;
      return result;
    };
    return iterableOf(iterator);
  };

  const iter = (value: unknown, destructures = false): Iterable<unknown> => {
    restoreProtocol();
    return iterAsWas(value, destructures);
  };

  const settle = (value: unknown): Iterable<unknown> => {
    // a null-prototype record: no index setter the code put on Array.prototype is called
    const items = createObject(null);
    let count = 0;
    const source = iter(value)[Symbol.iterator]();
    for (let step = source.next(); !step.done; step = source.next()) items[count++] = step.value;
    restoreProtocol();
    let at = 0;
    const iterator = createObject(null);
    iterator.next = () => {
      const result = createObject(null);
      result.done = at >= count;
      result.value = result.done ? undefined : items[at++];
      return result;
    };
    return iterableOf(iterator);
  };

  const ordinary = (value: object, name: string) => {
    const method = get(value, name);
    if (typeof method !== 'function') return { done: false, value: undefined };
    const result: unknown = apply(method, value, []);
    return { done: !isObject(result), value: result };
  };

  /** ToPrimitive with the hint "string", reading the conversion methods as they were */
  const str = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    restoreProtocol();
    const exotic = get(value, Symbol.toPrimitive);
    if (exotic !== undefined && exotic !== null) {
      if (typeof exotic !== 'function') throw new TypeErrorOf('Symbol.toPrimitive is not a function');
      const result: unknown = apply(exotic, value, ['string']);
      if (isObject(result)) throw new TypeErrorOf('Cannot convert object to primitive value');
      return result;
    }
    // two steps written out: no array iterator of the realm in between
    const first = ordinary(value, 'toString');
    if (first.done) return first.value;
    const second = ordinary(value, 'valueOf');
    if (second.done) return second.value;
    throw new TypeErrorOf('Cannot convert object to primitive value');
  };

  const guard = (fn: unknown): unknown => {
    if (typeof fn !== 'function') return fn;
    const guarded = function (this: unknown, ...args: unknown[]) {
      restoreProtocol();
      return apply(fn, this, args);
    };
    // Jest reads a test function's length (a `done` parameter) and name
    defineProperty(guarded, 'length', { value: fn.length, configurable: true });
    defineProperty(guarded, 'name', { value: fn.name, configurable: true });
    return guarded;
  };

  return {
    get,
    call,
    callAsWas,
    guard,
    iter,
    iterAsWas,
    settle,
    str,
    globals,
    addBuiltIns: (classes) => record(classes, false),
    restoreProtocol,
    madeByTests: (value) => isObject(value) && (isTestMade(value) || isTestValue(reflectGet(value, 'asymmetricMatch'))),
    isBuiltIn: (value) => isObject(value) && slotsOf(value) !== undefined,
  };
}
