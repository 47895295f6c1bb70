// `crypto` for the sandbox (Web Crypto's non-subtle part): getRandomValues and randomUUID.
// The randomness comes from the worker (node:crypto) as a string of bytes, the only thing the
// host hands over; the standard's checks apply (integer typed arrays only, 65 536 bytes at most).
import { DOMException } from './dom-exception';

const INTEGER_ARRAYS = new Set([
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'BigInt64Array',
  'BigUint64Array',
]);
const typedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  Symbol.toStringTag,
)!.get!;

const token = Symbol('Crypto');

export class Crypto {
  readonly #randomBytes: (n: number) => string;

  constructor(key?: symbol, randomBytes?: (n: number) => string) {
    if (key !== token || !randomBytes) throw new TypeError('Illegal constructor');
    this.#randomBytes = randomBytes;
  }

  getRandomValues<T extends ArrayBufferView | null>(array: T): T {
    const tag = array && typedArrayTag.call(array);
    if (!tag || !INTEGER_ARRAYS.has(tag as string)) {
      throw new DOMException(
        "Failed to execute 'getRandomValues' on 'Crypto': The provided ArrayBufferView is not an integer array type.",
        'TypeMismatchError',
      );
    }
    const view = array as unknown as ArrayBufferView;
    if (view.byteLength > 65536) {
      throw new DOMException(
        `Failed to execute 'getRandomValues' on 'Crypto': The ArrayBufferView's byte length (${view.byteLength}) exceeds the number of bytes of entropy available via this API (65536).`,
        'QuotaExceededError',
      );
    }
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    const random = this.#randomBytes(bytes.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = random.charCodeAt(i) & 0xff;
    return array;
  }

  randomUUID(): string {
    const b = this.getRandomValues(new Uint8Array(16));
    b[6] = ((b[6] ?? 0) & 0x0f) | 0x40; // 16 bytes: both are there
    b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
    const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  get subtle(): undefined {
    return undefined;
  }
}
Object.defineProperty(Crypto.prototype, Symbol.toStringTag, { value: 'Crypto', configurable: true });

export const createCrypto = (randomBytes: (n: number) => string) => new Crypto(token, randomBytes);
