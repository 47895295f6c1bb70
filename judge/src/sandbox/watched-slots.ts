// The built-ins' slots that trusted.ts puts back as they were whenever the hidden tests run or
// call something: what the language consults without naming it (iteration, species,
// conversions) and what Jest's matchers call (read from expect, @jest/expect-utils and
// jest-matcher-utils 30: equality of Maps and Sets, toContain, toMatch, toBeCloseTo, toBeNaN,
// toThrow's message checks…). Measured before: patching `Map.prototype.has`, `Set.prototype.has`,
// `Array.prototype.includes`, `RegExp.prototype.test`, `Number.isNaN`, `Math.abs` or
// `String.prototype.includes` turned a failing matcher into a pass.
const { getOwnPropertyDescriptor, getPrototypeOf } = Reflect;

const METHODS: [string, (string | symbol)[]][] = [
  [
    'Object',
    [
      'keys',
      'entries',
      'values',
      'is',
      'hasOwn',
      'getOwnPropertyNames',
      'getOwnPropertySymbols',
      'getOwnPropertyDescriptor',
      'getPrototypeOf',
      'assign',
      'freeze',
      'isFrozen',
    ],
  ],
  ['Object.prototype', ['toString', 'valueOf', 'hasOwnProperty', 'propertyIsEnumerable', 'isPrototypeOf']],
  ['Array', ['isArray', 'from', Symbol.species]],
  [
    'Array.prototype',
    [
      Symbol.iterator,
      'constructor',
      'toString',
      'join',
      'includes',
      'indexOf',
      'some',
      'every',
      'map',
      'filter',
      'forEach',
      'find',
      'findIndex',
      'reduce',
      'slice',
      'push',
      'concat',
      'keys',
      'entries',
      'values',
    ],
  ],
  [
    'String.prototype',
    [
      Symbol.iterator,
      'includes',
      'indexOf',
      'startsWith',
      'endsWith',
      'match',
      'replace',
      'split',
      'slice',
      'trim',
      'toString',
      'valueOf',
    ],
  ],
  ['RegExp.prototype', ['test', 'exec', Symbol.match, Symbol.replace, Symbol.split, 'toString']],
  ['Number', ['isNaN', 'isInteger', 'isSafeInteger', 'isFinite']],
  ['Math', ['abs', 'pow', 'max', 'min', 'round']],
  ['Map.prototype', [Symbol.iterator, 'has', 'get', 'set', 'keys', 'values', 'entries', 'forEach', 'size']],
  ['Set.prototype', [Symbol.iterator, 'has', 'add', 'keys', 'values', 'entries', 'forEach', 'size']],
  ['Function.prototype', ['call', 'apply', 'bind']],
  ['Error.prototype', ['toString', 'message', 'name']],
  ['Date.prototype', ['getTime', 'valueOf', 'toISOString']],
  ['Symbol.prototype', ['toString', 'valueOf', Symbol.toPrimitive]],
];

/**
 * Slots the language consults on every object when they exist, absent before the code ran: an
 * `Object.prototype.toJSON`, `then` or `Symbol.toPrimitive` the code adds would answer for the
 * tests' own objects too (JSON.stringify, await, String(…)); they are taken away again.
 */
const ABSENT: [string, (string | symbol)[]][] = [
  ['Object.prototype', ['toJSON', 'then', Symbol.toPrimitive, Symbol.iterator]],
  ['Array.prototype', ['toJSON', 'then', Symbol.toPrimitive]],
];

/** a watched slot: where it is, what it was (undefined: absent), and its name for an error message */
export type WatchedSlot = [holder: object, key: PropertyKey, original: PropertyDescriptor | undefined, label: string];

const labelOf = (path: string, key: PropertyKey) =>
  typeof key === 'symbol' ? `${path}[${key.description ?? ''}]` : `${path}.${key}`;

/** every watched slot of the realm of `g`, as it is now (before the learner's code) */
export function watchedSlots(g: Record<string, unknown>): WatchedSlot[] {
  const slots: WatchedSlot[] = [];
  const watch = (holder: unknown, key: PropertyKey, path: string) => {
    if ((typeof holder !== 'object' && typeof holder !== 'function') || holder === null) return;
    const desc = getOwnPropertyDescriptor(holder, key);
    if (desc) slots[slots.length] = [holder, key, desc, labelOf(path, key)];
  };
  for (const [path, keys] of METHODS) {
    const [name = '', prototype] = path.split('.');
    const owner = g[name] as Record<string, unknown> | undefined;
    const holder = prototype ? owner?.prototype : owner;
    for (const key of keys) watch(holder, key, path);
  }
  for (const [path, keys] of ABSENT) {
    const [name = '', prototype] = path.split('.');
    const holder = (g[name] as Record<string, unknown> | undefined)?.[prototype ?? ''] as object | undefined;
    for (const key of keys) {
      if (holder && !getOwnPropertyDescriptor(holder, key))
        slots[slots.length] = [holder, key, undefined, labelOf(path, key)];
    }
  }
  // the iterators no global names
  const arrayIterator = getPrototypeOf([][Symbol.iterator]()) as object;
  watch(arrayIterator, 'next', 'ArrayIterator.prototype');
  watch(getPrototypeOf(arrayIterator), Symbol.iterator, 'Iterator.prototype');
  watch(getPrototypeOf(new Map()[Symbol.iterator]()), 'next', 'MapIterator.prototype');
  watch(getPrototypeOf(new Set()[Symbol.iterator]()), 'next', 'SetIterator.prototype');
  watch(getPrototypeOf(''[Symbol.iterator]()), 'next', 'StringIterator.prototype');
  return slots;
}

/** built-in functions that iterate, convert or construct through species what they are given */
const CONSULTING: [string, string[]][] = [
  ['Array', ['from']],
  [
    'Array.prototype',
    [
      'join',
      'toString',
      'toLocaleString',
      'map',
      'filter',
      'slice',
      'splice',
      'concat',
      'flat',
      'flatMap',
      'sort',
      'toSorted',
      'toSpliced',
      'toReversed',
    ],
  ],
  ['Object', ['fromEntries', 'groupBy']],
  ['Map', ['groupBy']],
  ['Promise', ['all', 'allSettled', 'any', 'race']],
  // test reads `exec` (toMatch, toThrow(/pattern/), expect.stringMatching)
  ['RegExp.prototype', ['test']],
  ['String.prototype', ['replace', 'replaceAll', 'match', 'matchAll', 'split', 'search', 'concat']],
  ['JSON', ['stringify']],
  ['Math', ['max', 'min']],
];

/** the functions of CONSULTING, as they are now (before the learner's code) */
export function consultingNatives(g: Record<string, unknown>): Set<unknown> {
  const natives = new Set<unknown>();
  for (const [path, keys] of CONSULTING) {
    const [name = '', prototype] = path.split('.');
    const owner = g[name] as Record<string, unknown> | undefined;
    const holder = (prototype ? owner?.prototype : owner) as Record<string, unknown> | undefined;
    for (const key of keys) if (typeof holder?.[key] === 'function') natives.add(holder[key]);
  }
  return natives;
}

/** the labels of what `const [a, b] = array` consults: the array's iterator method and its `next` */
const ARRAY_PATTERN_LABELS = ['Array.prototype[Symbol.iterator]', 'ArrayIterator.prototype.next'];

/** the slots labelled `labels`, out of `slots` */
function slotsLabelled(slots: readonly WatchedSlot[], labels: readonly string[]): WatchedSlot[] {
  const found = slots.filter((slot) => labels.includes(slot[3]));
  // a renamed label would quietly leave a native unguarded
  if (found.length !== labels.length) throw new Error(`not all of ${labels.join(', ')} are watched`);
  return found;
}

/** the slots an array pattern consults, out of `slots` */
export function arrayPatternSlots(slots: readonly WatchedSlot[]): WatchedSlot[] {
  return slotsLabelled(slots, ARRAY_PATTERN_LABELS);
}

/**
 * Natives whose consulted slots are few, each with those slots (out of `slots`): Jest's
 * equality calls `filter` for every object it compares, where putting back all the slots costs
 * ~15 µs. The other consulting natives get them all.
 */
export function fewSlotNatives(g: Record<string, unknown>, slots: readonly WatchedSlot[]): Map<unknown, WatchedSlot[]> {
  const species = slotsLabelled(slots, ['Array.prototype.constructor', 'Array[Symbol.species]']);
  const arrayProto = (g.Array as { prototype: Record<string, unknown> }).prototype;
  const natives = new Map<unknown, WatchedSlot[]>();
  for (const key of ['filter', 'map', 'slice', 'splice', 'concat', 'flat', 'flatMap'])
    natives.set(arrayProto[key], species);
  const regExpProto = (g.RegExp as { prototype: Record<string, unknown> }).prototype;
  natives.set(regExpProto.test, slotsLabelled(slots, ['RegExp.prototype.exec']));
  return natives;
}
