// One ArrayBuffer or typed array at most `limit` bytes (16 MB, as vm2's bufferAllocLimit was):
// array buffers live outside V8's heap limit, so a single huge allocation would otherwise be
// caught only by the pool's resident-memory watch. The constructors stay the realm's own
// (instanceof, prototypes and statics unchanged); only construction and growth are checked.
const TYPED = [
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
] as const;

export function capArrayBuffers(g: Record<string, unknown>, limit: number) {
  const tooBig = (bytes: number) =>
    new RangeError(
      `Array buffer allocation failed: ${bytes} bytes is more than the judge allows for one buffer (${Math.round(limit / 1048576)} MB).`,
    );
  const check = (bytes: unknown) => {
    const n = Number(bytes);
    if (n > limit) throw tooBig(n);
  };
  const guard = (name: string, size: (args: unknown[], perElement: number) => unknown, perElement = 1) => {
    const Target = g[name] as (new (...args: unknown[]) => object) | undefined;
    if (typeof Target !== 'function') return;
    const guarded: typeof Target = new Proxy(Target, {
      construct(target, args, newTarget): object {
        check(size(args, perElement));
        return Reflect.construct(target, args, newTarget === guarded ? target : newTarget) as object;
      },
    });
    Object.defineProperty(g, name, { value: guarded, writable: true, configurable: true, enumerable: false });
    // `new Uint8Array(1).constructor === Uint8Array` stays true (species goes through the guard too)
    Object.defineProperty(Target.prototype, 'constructor', {
      value: guarded,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  };
  const bufferSize = (args: unknown[]) => {
    const options = args[1] as { maxByteLength?: unknown } | undefined;
    const max = options && typeof options === 'object' ? Number(options.maxByteLength) : 0;
    return Math.max(Number(args[0]) || 0, max || 0);
  };
  guard('ArrayBuffer', bufferSize);
  guard('SharedArrayBuffer', bufferSize);
  for (const name of TYPED) {
    const C = g[name] as { BYTES_PER_ELEMENT?: number } | undefined;
    const per = C?.BYTES_PER_ELEMENT ?? 1;
    guard(
      name,
      (args) => {
        const first = args[0];
        if (typeof first === 'number') return first * per;
        if (first && typeof first === 'object' && !ArrayBuffer.isView(first) && 'length' in first) {
          return Number((first as { length: unknown }).length) * per;
        }
        return 0;
      },
      per,
    );
  }
  const proto = (g.ArrayBuffer as { prototype: Record<string, unknown> }).prototype;
  for (const method of ['transfer', 'transferToFixedLength', 'resize']) {
    const original = proto[method] as ((this: unknown, ...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    Object.defineProperty(proto, method, {
      value: {
        [method](this: unknown, ...args: unknown[]) {
          if (args[0] !== undefined) check(args[0]);
          return original.apply(this, args);
        },
      }[method],
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
}
