// structuredClone (HTML's StructuredSerialize/Deserialize, in one pass) for the sandbox:
// primitives, wrapper objects, Date, RegExp, ArrayBuffer (copied, or moved with `transfer`),
// typed arrays and DataView (sharing a cloned buffer as the originals did), Map, Set, Error
// (name, message, stack, cause), Blob/File, arrays (length and holes kept) and plain objects
// (own enumerable string keys; prototypes are not kept), with cycles and shared references.
// Functions, symbols, WeakMap/WeakSet/WeakRef, Promise and other objects with internal state
// throw a DataCloneError DOMException, as in browsers. (@ungap/structured-clone was tried: it
// throws TypeError for functions and turns a WeakMap into {}; hence this.)
import { Blob, File } from './blob';
import { DOMException } from './dom-exception';

const brand = (fn: unknown, value: object): boolean => {
  try {
    (fn as (this: unknown) => unknown).call(value);
    return true;
  } catch {
    return false;
  }
};
const getter = (proto: object, key: PropertyKey) => Object.getOwnPropertyDescriptor(proto, key)?.get;
const isDate = (v: object) => brand(Date.prototype.getTime, v);
const isRegExp = (v: object) => v !== RegExp.prototype && brand(getter(RegExp.prototype, 'source'), v);
const isMap = (v: object) => brand(getter(Map.prototype, 'size'), v);
const isSet = (v: object) => brand(getter(Set.prototype, 'size'), v);
const isArrayBuffer = (v: object) => brand(getter(ArrayBuffer.prototype, 'byteLength'), v);
const isWeak = (v: object) =>
  brand(function (this: WeakMap<object, unknown>) {
    WeakMap.prototype.has.call(this, {});
  }, v) ||
  brand(function (this: WeakSet<object>) {
    WeakSet.prototype.has.call(this, {});
  }, v) ||
  brand(WeakRef.prototype.deref as (this: unknown) => unknown, v) ||
  v instanceof Promise ||
  v instanceof FinalizationRegistry;
const wrapperOf = (v: object): unknown => {
  for (const C of [Boolean, Number, String, BigInt] as unknown as { prototype: { valueOf(): unknown } }[]) {
    try {
      return { value: C.prototype.valueOf.call(v) };
    } catch {
      // not this kind
    }
  }
  return undefined;
};
// The intrinsics, taken when the sandbox starts (before any learner code can replace a global).
const ERRORS: Record<string, ErrorConstructor> = {
  Error,
  EvalError,
  RangeError,
  ReferenceError,
  SyntaxError,
  TypeError,
  URIError,
};
const ERROR_NAMES = new Set(Object.keys(ERRORS));
type TypedArrayCtor = new (buffer: ArrayBuffer, offset: number, length: number) => ArrayBufferView;
const TYPED_ARRAYS: Record<string, TypedArrayCtor> = Object.fromEntries(
  [
    Int8Array,
    Uint8Array,
    Uint8ClampedArray,
    Int16Array,
    Uint16Array,
    Int32Array,
    Uint32Array,
    (globalThis as unknown as { Float16Array?: TypedArrayCtor }).Float16Array,
    Float32Array,
    Float64Array,
    BigInt64Array,
    BigUint64Array,
  ]
    .filter(Boolean)
    .map((C) => [(C as { name: string }).name, C as TypedArrayCtor]),
);
const typedArrayTag = getter(Object.getPrototypeOf(Uint8Array.prototype) as object, Symbol.toStringTag)!;
const isError = (v: object) =>
  typeof (Error as unknown as { isError?: (v: unknown) => boolean }).isError === 'function'
    ? (Error as unknown as { isError: (v: unknown) => boolean }).isError(v)
    : v instanceof Error;

const cannotClone = (what: string) => new DOMException(`${what} could not be cloned.`, 'DataCloneError');
const describe = (v: unknown) => {
  if (typeof v === 'function') return `${String(v).slice(0, 60)}`;
  if (typeof v === 'symbol') return String(v);
  return `#<${Object.prototype.toString.call(v).slice(8, -1)}>`;
};

export function structuredClone<T>(value: T, options?: { transfer?: unknown[] }): T {
  if (arguments.length === 0) {
    throw new TypeError("Failed to execute 'structuredClone': 1 argument required, but only 0 present.");
  }
  const memory = new Map<unknown, unknown>();
  const transfer = [...(options?.transfer ?? [])];
  for (const item of transfer) {
    if (!item || typeof item !== 'object' || !isArrayBuffer(item)) throw cannotClone(describe(item));
    if (memory.has(item))
      throw new DOMException('An ArrayBuffer is duplicated in the transfer list.', 'DataCloneError');
    memory.set(item, null);
  }
  const result = clone(value, memory) as T;
  // moved buffers: the clone holds copies, the originals are detached
  for (const item of transfer) (item as ArrayBuffer & { transfer(): ArrayBuffer }).transfer();
  return result;
}

function clone(value: unknown, memory: Map<unknown, unknown>): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') throw cannotClone(describe(value));
  if (value === null || typeof value !== 'object') return value;
  const seen = memory.get(value);
  if (seen) return seen;
  const keep = <V>(copy: V): V => {
    memory.set(value, copy);
    return copy;
  };
  const v = value as object;
  const wrapped = wrapperOf(v) as { value: unknown } | undefined;
  if (wrapped) return keep(Object(wrapped.value));
  if (isDate(v)) return keep(new Date((v as Date).getTime()));
  if (isRegExp(v)) return keep(new RegExp((v as RegExp).source, (v as RegExp).flags));
  if (isArrayBuffer(v)) {
    const copy = (v as ArrayBuffer).slice(0);
    return keep(copy);
  }
  if (ArrayBuffer.isView(v)) {
    const buffer = clone(v.buffer, memory) as ArrayBuffer;
    if (v instanceof DataView) return keep(new DataView(buffer, v.byteOffset, v.byteLength));
    const typed = v as unknown as { byteOffset: number; length: number };
    const Ctor = TYPED_ARRAYS[typedArrayTag.call(v) as string];
    if (!Ctor) throw cannotClone('This typed array');
    return keep(new Ctor(buffer, typed.byteOffset, typed.length));
  }
  if (isMap(v)) {
    const copy = keep(new Map());
    for (const [k, x] of [...(v as Map<unknown, unknown>)]) copy.set(clone(k, memory), clone(x, memory));
    return copy;
  }
  if (isSet(v)) {
    const copy = keep(new Set());
    for (const x of [...(v as Set<unknown>)]) copy.add(clone(x, memory));
    return copy;
  }
  if (isError(v)) {
    const e = v as Error & { cause?: unknown };
    const nameValue = e.name;
    const name = typeof nameValue === 'string' && ERROR_NAMES.has(nameValue) ? nameValue : 'Error';
    const Ctor = ERRORS[name] ?? Error;
    const copy = keep(new Ctor());
    const message = Object.getOwnPropertyDescriptor(e, 'message');
    if (message && 'value' in message)
      Object.defineProperty(copy, 'message', { value: String(message.value), writable: true, configurable: true });
    else delete (copy as { message?: string }).message;
    if (typeof e.stack === 'string')
      Object.defineProperty(copy, 'stack', { value: e.stack, writable: true, configurable: true });
    if (Object.hasOwn(e, 'cause'))
      Object.defineProperty(copy, 'cause', { value: clone(e.cause, memory), writable: true, configurable: true });
    return copy;
  }
  if (v instanceof File) return keep(new File([v], v.name, { type: v.type, lastModified: v.lastModified }));
  if (v instanceof Blob) return keep(new Blob([v], { type: v.type }));
  if (isWeak(v)) throw cannotClone(describe(v));
  if (Array.isArray(v)) {
    const copy = keep(new Array<unknown>(v.length));
    for (const key of Object.keys(v))
      (copy as unknown as Record<string, unknown>)[key] = clone((v as unknown as Record<string, unknown>)[key], memory);
    return copy;
  }
  const copy = keep({} as Record<string, unknown>);
  for (const key of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[key];
    Object.defineProperty(copy, key, { value: clone(x, memory), writable: true, enumerable: true, configurable: true });
  }
  return copy;
}
