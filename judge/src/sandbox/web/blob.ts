// Blob and File (File API) for the sandbox: parts of strings (UTF-8), ArrayBuffers, views and
// other Blobs; size, type, slice, text(), arrayBuffer(), bytes(). There are no streams in the
// sandbox, so stream() is absent.
import { TextDecoder, TextEncoder } from './encoding';

type BlobPart = string | ArrayBuffer | ArrayBufferView | Blob;

export class Blob {
  readonly #bytes: Uint8Array;
  readonly #type: string;

  constructor(parts: Iterable<BlobPart> = [], options: { type?: string; endings?: 'transparent' | 'native' } = {}) {
    if (
      parts === null ||
      typeof parts !== 'object' ||
      typeof (parts as Iterable<BlobPart>)[Symbol.iterator] !== 'function'
    ) {
      throw new TypeError("Failed to construct 'Blob': The provided value cannot be converted to a sequence.");
    }
    const chunks: Uint8Array[] = [];
    const encoder = new TextEncoder();
    for (const part of parts) {
      if (part instanceof Blob) chunks.push(part.#bytes);
      else if (ArrayBuffer.isView(part))
        chunks.push(new Uint8Array(part.buffer, part.byteOffset, part.byteLength).slice());
      else if (part instanceof ArrayBuffer) chunks.push(new Uint8Array(part.slice(0)));
      else chunks.push(encoder.encode(String(part)));
    }
    const size = chunks.reduce((n, c) => n + c.length, 0);
    this.#bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      this.#bytes.set(c, at);
      at += c.length;
    }
    const type = String(options?.type ?? '');
    this.#type = /[^\u0020-\u007e]/.test(type) ? '' : type.toLowerCase();
  }

  get size(): number {
    return this.#bytes.length;
  }

  get type(): string {
    return this.#type;
  }

  slice(start = 0, end = this.size, contentType = ''): Blob {
    const clamp = (n: number) => (n < 0 ? Math.max(this.size + n, 0) : Math.min(n, this.size));
    const from = clamp(Math.trunc(Number(start)) || 0);
    const to = clamp(Math.trunc(Number(end)) || 0);
    return new Blob([this.#bytes.subarray(from, Math.max(from, to))], { type: contentType });
  }

  text(): Promise<string> {
    return Promise.resolve(new TextDecoder().decode(this.#bytes));
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }

  bytes(): Promise<Uint8Array> {
    return Promise.resolve(this.#bytes.slice());
  }
}
Object.defineProperty(Blob.prototype, Symbol.toStringTag, { value: 'Blob', configurable: true });

export class File extends Blob {
  readonly #name: string;
  readonly #lastModified: number;

  constructor(bits: Iterable<BlobPart>, name: string, options: { type?: string; lastModified?: number } = {}) {
    if (arguments.length < 2) {
      throw new TypeError(
        "Failed to construct 'File': 2 arguments required, but only " + arguments.length + ' present.',
      );
    }
    super(bits, options);
    this.#name = String(name);
    this.#lastModified = options?.lastModified === undefined ? Date.now() : Number(options.lastModified);
  }

  get name(): string {
    return this.#name;
  }

  get lastModified(): number {
    return this.#lastModified;
  }
}
Object.defineProperty(File.prototype, Symbol.toStringTag, { value: 'File', configurable: true });
