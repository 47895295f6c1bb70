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

/** what a UI run's DOM setup gets back from `addBuiltIns` (ui/testing-library.ts) */
export interface DomGuards {
  /** the keys of the DOM's classes that an own property of a DOM object would shadow */
  shadowKeys: ReadonlySet<PropertyKey>;
  /** the protocol's and the DOM's slots put back as they were */
  restoreAll(): void;
}

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
  /**
   * records more built-ins: the DOM's classes of a UI run (with their prototypes), before the app
   * runs. Their slots, and the `globalSlots` of the global object (getComputedStyle…), are
   * watched from then on: the DOM's own code reads them too (an element's `textContent` getter
   * calls its text nodes' `data` getter), so they are put back before the tests touch the DOM.
   * Answers what Testing Library's calls need to read the DOM as it is (ui/testing-library.ts).
   */
  addBuiltIns(classes: readonly unknown[], globalSlots?: readonly string[], samples?: readonly object[]): DomGuards;
  /** `restoreProtocol`, and the DOM's slots as they were (a UI run; Testing Library's calls) */
  restoreAll(): void;
  /** puts the protocol slots (iteration, species, conversions) back as they were */
  restoreProtocol(): void;
  /** `fn` called with the protocol slots put back first (a test function whose parameters destructure arrays) */
  guard(fn: unknown): unknown;
  /** whether the test file made `value` (a mock, an asymmetric matcher) or wrote its `asymmetricMatch` */
  madeByTests(value: unknown): boolean;
  /** whether `value` is one of the built-ins taken */
  isBuiltIn(value: unknown): boolean;
}

/** a DOM slot's name for an error message: `HTMLElement.prototype.click` */
const labelOfDom = (holder: object, key: PropertyKey): string => {
  const ctor = typeof holder === 'function' ? holder : getOwnPropertyDescriptor(holder, 'constructor')?.value;
  const name = typeof ctor === 'function' ? StringOf(getOwnPropertyDescriptor(ctor, 'name')?.value ?? '') : '';
  const path = typeof holder === 'function' ? name : `${name}.prototype`;
  return typeof key === 'symbol' ? `${path}[${key.description ?? ''}]` : `${path}.${StringOf(key)}`;
};

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
  const record = (roots: readonly unknown[], deep = true, recorded?: object[]) => {
    // an explicit stack: the graph of built-ins is wide
    const stack: unknown[] = [];
    for (let i = 0; i < roots.length; i++) stack[stack.length] = roots[i];
    while (stack.length) {
      const obj = stack[stack.length - 1];
      stack.length -= 1;
      if (!isObject(obj) || slotsOf(obj) !== undefined) continue;
      const slots = createObject(null) as Slots;
      addSlots(obj, slots);
      if (recorded) recorded[recorded.length] = obj;
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

  // A UI run's DOM (addBuiltIns): its classes' slots, the prototypes an element's chain passes
  // (to tell a DOM object), and the keys those prototypes hold (what an own property shadows)
  const domSlots: WatchedSlot[] = [];
  const domObjects = new WeakSet<object>();
  const isDomObject = apply(bind, WeakSet.prototype.has, [domObjects]) as (o: object) => boolean;
  const addDomObject = apply(bind, WeakSet.prototype.add, [domObjects]) as (o: object) => void;
  const shadowKeys = new Set<PropertyKey>();
  const isShadowKey = apply(bind, Set.prototype.has, [shadowKeys]) as (k: PropertyKey) => boolean;
  // each prototype of the DOM with the keys its chain held above it: a key the code adds over
  // one of them (`Element.prototype.querySelectorAll` over ParentNode's) is taken off again
  const domShadowable: [holder: object, above: Set<PropertyKey>][] = [];
  const takeOffAdded = () => {
    for (let i = 0; i < domShadowable.length; i++) {
      const entry = domShadowable[i];
      if (entry === undefined) continue;
      const holder = entry[0];
      const slots = slotsOf(holder);
      const keys = ownKeys(holder);
      for (let j = 0; j < keys.length; j++) {
        const key = keys[j];
        if (key === undefined || (slots && slots[key]) || !entry[1].has(key)) continue;
        const now = getOwnPropertyDescriptor(holder, key);
        if (!now || trusts(now.value) || trusts(now.get)) continue;
        if (!now.configurable || !deleteProperty(holder, key)) {
          throw new ErrorOf(
            `Your code put ${labelOfDom(holder, key)} over the DOM's own and made it unchangeable; the tests rely on the DOM, so they cannot be judged.`,
          );
        }
      }
    }
  };
  const restoreAll = () => {
    restoreSlots(protocol);
    if (domSlots.length) {
      restoreSlots(domSlots);
      takeOffAdded();
    }
  };
  /** whether `obj` is a node or another object of the DOM's classes (its chain reaches one) */
  const ofTheDom = (obj: object): boolean => {
    let o = getPrototypeOf(obj);
    for (let depth = 0; o !== null && depth < 64; depth++) {
      if (isDomObject(o)) return true;
      o = getPrototypeOf(o);
    }
    return false;
  };
  /**
   * `obj[key]` of a DOM object, as the DOM has it: its slots put back first, and an own property
   * the app put on the object over one of its class's (`Object.defineProperty(el, 'textContent',
   * …)`) passed over. React's value tracker is such a property; it reads through to the class's.
   */
  const domGet = (target: object, k: PropertyKey, obj: unknown): unknown => {
    restoreAll();
    if (!isShadowKey(k) || !hasOwn(target, k)) return reflectGet(target, k, obj);
    const proto = getPrototypeOf(target);
    return proto === null ? undefined : reflectGet(proto, k, obj);
  };
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
    if (domSlots.length && ofTheDom(target)) return domGet(target, k, obj);
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
      if (hasOwn(o, k)) return slots && !trusts(found) ? shadowedOriginal(o, k, obj, found) : found;
      o = getPrototypeOf(o);
    }
    return found;
  };

  /**
   * A key the code ADDED to a built-in that holds it further up (`Array.prototype.hasOwnProperty`
   * over `Object.prototype`'s) answers as that one was; a key nothing built-in held
   * (`Array.prototype.myMap`) is the code's own and answers as it is.
   */
  const shadowedOriginal = (from: object, k: PropertyKey, obj: unknown, found: unknown): unknown => {
    const now = getOwnPropertyDescriptor(from, k);
    if (now && trusts(now.get)) return found;
    let o = getPrototypeOf(from);
    for (let depth = 0; o !== null && depth < 10_000; depth++) {
      const original = slotsOf(o)?.[k];
      if (original) {
        if (hasOwn(original, 'value')) return original.value;
        return original.get ? apply(original.get, obj, []) : undefined;
      }
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
    if (domSlots.length && isObject(obj) && ofTheDom(obj)) {
      return (...args: unknown[]) => {
        restoreAll();
        return apply(fn, obj, args);
      };
    }
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

  // A Set or Map iterates what it holds: an iterator the code put on the instance itself (a Set
  // of 7, 8, 9 yielding 1, 2, 3) would answer for it in Jest's equality and the tests' loops. A
  // subclass's iterator is the class's to define (and Jest tells the classes apart anyway).
  const setSize = getOwnPropertyDescriptor(Set.prototype, 'size')?.get;
  const mapSize = getOwnPropertyDescriptor(Map.prototype, 'size')?.get;
  const setIterator = Set.prototype[Symbol.iterator];
  const mapIterator = Map.prototype[Symbol.iterator];
  const isBrand = (size: (() => unknown) | undefined, value: object) => {
    try {
      if (size) apply(size, value, []);
      return size !== undefined;
    } catch {
      return false;
    }
  };
  const ownCollectionIterator = (value: unknown): unknown => {
    if (!isObject(value) || !hasOwn(value, Symbol.iterator)) return undefined;
    if (isBrand(setSize, value)) return setIterator;
    if (isBrand(mapSize, value)) return mapIterator;
    return undefined;
  };

  /** a null-prototype iterable handing out `iterator` (nothing of the realm consulted on the way) */
  const iterableOf = (iterator: object): Iterable<unknown> => {
    const iterable = createObject(null);
    iterable[Symbol.iterator] = () => iterator;
    return iterable as unknown as Iterable<unknown>;
  };

  /** the iteration protocol with the iterator's own methods read as they were */
  const iterAsWas = (value: unknown, destructures = false): Iterable<unknown> => {
    const method =
      value === null || value === undefined ? undefined : (ownCollectionIterator(value) ?? get(value, Symbol.iterator));
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
    addBuiltIns: (classes, globalSlots = [], samples = []) => {
      const recorded: object[] = [];
      record(classes, false, recorded);
      // the objects of an element's chain (what ofTheDom looks for) and every slot of theirs
      for (let i = 0; i < recorded.length; i++) {
        const holder = recorded[i];
        if (holder === undefined) continue;
        addDomObject(holder);
        const keys = ownKeys(holder);
        for (let j = 0; j < keys.length; j++) {
          const key = keys[j];
          if (key === undefined) continue;
          domSlots[domSlots.length] = [holder, key, getOwnPropertyDescriptor(holder, key), labelOfDom(holder, key)];
          if (typeof holder !== 'function') shadowKeys.add(key);
        }
      }
      for (let i = 0; i < recorded.length; i++) {
        const holder = recorded[i];
        if (holder === undefined || typeof holder === 'function') continue;
        const above = new Set<PropertyKey>();
        for (let o = getPrototypeOf(holder); o !== null; o = getPrototypeOf(o)) {
          const slots = slotsOf(o);
          if (!slots) continue;
          const keys = ownKeys(slots);
          for (let j = 0; j < keys.length; j++) {
            const key = keys[j];
            if (key !== undefined) above.add(key);
          }
        }
        if (above.size) domShadowable[domShadowable.length] = [holder, above];
      }
      // what the DOM keeps on its objects themselves (a node's `nodeType`, a list's `length`) is
      // theirs by design, not a shadow
      for (let i = 0; i < samples.length; i++) {
        const sample = samples[i];
        if (sample === undefined) continue;
        const keys = ownKeys(sample);
        for (let j = 0; j < keys.length; j++) {
          const key = keys[j];
          if (key !== undefined) shadowKeys.delete(key);
        }
      }
      for (let i = 0; i < globalSlots.length; i++) {
        const key = globalSlots[i];
        if (key === undefined) continue;
        const desc = getOwnPropertyDescriptor(g, key);
        if (desc) domSlots[domSlots.length] = [g, key, desc, key];
      }
      return { shadowKeys, restoreAll };
    },
    restoreProtocol,
    restoreAll,
    madeByTests: (value) => isObject(value) && (isTestMade(value) || isTestValue(reflectGet(value, 'asymmetricMatch'))),
    // a DOM object counts too: its class decides what it is (a text node re-linked to a
    // button's prototype would be one for the tests)
    isBuiltIn: (value) => isObject(value) && (slotsOf(value) !== undefined || (domSlots.length > 0 && ofTheDom(value))),
  };
}
