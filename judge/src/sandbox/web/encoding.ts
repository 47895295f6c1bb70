// TextEncoder and TextDecoder (WHATWG Encoding) for the sandbox: UTF-8 both ways (lone
// surrogates encode as U+FFFD; decoding follows the standard's UTF-8 decoder, with `fatal`,
// `ignoreBOM` and `stream`), and UTF-16LE for decoding. Other labels throw RangeError, as
// an unknown label does in a browser.
type Bytes = ArrayBuffer | ArrayBufferView;

const toBytes = (input: Bytes | undefined): Uint8Array => {
  if (input === undefined) return new Uint8Array(0);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  if (input instanceof ArrayBuffer || Object.prototype.toString.call(input) === '[object SharedArrayBuffer]') {
    return new Uint8Array(input as ArrayBuffer);
  }
  throw new TypeError('The "input" argument must be an ArrayBuffer or an ArrayBufferView.');
};

/** UTF-8 bytes of `text`, into `out` when given (stopping at the first character that does not fit). */
function utf8Write(text: string, out: Uint8Array | null): { read: number; written: number; bytes: number[] } {
  const bytes: number[] = [];
  let read = 0;
  let written = 0;
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    let units = 1;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        units = 2;
      }
    }
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (out && written + size > out.length) break;
    const put = (b: number) => (out ? (out[written] = b) : bytes.push(b));
    if (size === 1) put(cp);
    else if (size === 2) {
      put(0xc0 | (cp >> 6));
      put(0x80 | (cp & 0x3f));
    } else if (size === 3) {
      put(0xe0 | (cp >> 12));
      put(0x80 | ((cp >> 6) & 0x3f));
      put(0x80 | (cp & 0x3f));
    } else {
      put(0xf0 | (cp >> 18));
      put(0x80 | ((cp >> 12) & 0x3f));
      put(0x80 | ((cp >> 6) & 0x3f));
      put(0x80 | (cp & 0x3f));
    }
    written += size;
    read += units;
    i += units - 1;
  }
  return { read, written, bytes };
}

export class TextEncoder {
  get encoding(): string {
    return 'utf-8';
  }
  encode(input: unknown = ''): Uint8Array {
    return new Uint8Array(utf8Write(String(input), null).bytes);
  }
  encodeInto(source: unknown, destination: Uint8Array): { read: number; written: number } {
    if (!(destination instanceof Uint8Array)) throw new TypeError('The "destination" argument must be a Uint8Array.');
    const { read, written } = utf8Write(String(source), destination);
    return { read, written };
  }
}
Object.defineProperty(TextEncoder.prototype, Symbol.toStringTag, { value: 'TextEncoder', configurable: true });

const LABELS: Record<string, 'utf-8' | 'utf-16le'> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'unicode-1-1-utf-8': 'utf-8',
  unicode11utf8: 'utf-8',
  unicode20utf8: 'utf-8',
  'x-unicode20utf8': 'utf-8',
  'utf-16le': 'utf-16le',
  'utf-16': 'utf-16le',
  'ucs-2': 'utf-16le',
  unicode: 'utf-16le',
  csunicode: 'utf-16le',
  'iso-10646-ucs-2': 'utf-16le',
  unicodefeff: 'utf-16le',
};

export class TextDecoder {
  readonly #encoding: 'utf-8' | 'utf-16le';
  readonly #fatal: boolean;
  readonly #ignoreBOM: boolean;
  /** bytes of an unfinished sequence kept between streaming calls */
  #pending: number[] = [];
  #bomSeen = false;

  constructor(label: unknown = 'utf-8', options: { fatal?: boolean; ignoreBOM?: boolean } = {}) {
    const encoding = LABELS[String(label).trim().toLowerCase()];
    if (!encoding) throw new RangeError(`The encoding label provided ('${String(label)}') is invalid.`);
    this.#encoding = encoding;
    this.#fatal = !!options?.fatal;
    this.#ignoreBOM = !!options?.ignoreBOM;
  }

  get encoding(): string {
    return this.#encoding;
  }
  get fatal(): boolean {
    return this.#fatal;
  }
  get ignoreBOM(): boolean {
    return this.#ignoreBOM;
  }

  decode(input?: Bytes, options: { stream?: boolean } = {}): string {
    const stream = !!options?.stream;
    const bytes = [...this.#pending, ...toBytes(input)];
    this.#pending = [];
    const { text, rest } = this.#encoding === 'utf-8' ? this.#utf8(bytes, stream) : this.#utf16(bytes, stream);
    this.#pending = rest;
    let out = text;
    if (!this.#ignoreBOM && !this.#bomSeen && out.length > 0) {
      if (out.charCodeAt(0) === 0xfeff) out = out.slice(1);
      this.#bomSeen = true;
    }
    if (!stream) this.#bomSeen = false;
    return out;
  }

  #error(): string {
    if (this.#fatal) throw new TypeError(`The encoded data was not valid for encoding ${this.#encoding}`);
    return '\ufffd';
  }

  #utf8(bytes: number[], stream: boolean): { text: string; rest: number[] } {
    let text = '';
    let i = 0;
    while (i < bytes.length) {
      const b = bytes[i];
      if (b === undefined) break; // i < length: never
      if (b < 0x80) {
        text += String.fromCharCode(b);
        i++;
        continue;
      }
      let needed: number;
      let cp: number;
      let lower = 0x80;
      let upper = 0xbf;
      if (b >= 0xc2 && b <= 0xdf) {
        needed = 1;
        cp = b & 0x1f;
      } else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
        needed = 2;
        cp = b & 0xf;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
        needed = 3;
        cp = b & 0x7;
      } else {
        text += this.#error();
        i++;
        continue;
      }
      let j = 1;
      let bad = false;
      for (; j <= needed; j++) {
        const c = bytes[i + j];
        if (c === undefined) break; // the input ends
        if (c < lower || c > upper) {
          bad = true;
          break;
        }
        lower = 0x80;
        upper = 0xbf;
        cp = (cp << 6) | (c & 0x3f);
      }
      if (bad) {
        text += this.#error();
        i += j;
        continue;
      }
      if (j <= needed) {
        // the sequence is cut by the end of the input
        if (stream) return { text, rest: bytes.slice(i) };
        text += this.#error();
        i = bytes.length;
        continue;
      }
      text += String.fromCodePoint(cp);
      i += needed + 1;
    }
    return { text, rest: [] };
  }

  #utf16(bytes: number[], stream: boolean): { text: string; rest: number[] } {
    let text = '';
    const even = bytes.length - (bytes.length % 2);
    for (let i = 0; i < even; i += 2) text += String.fromCharCode((bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8));
    let rest = bytes.slice(even);
    // a lead surrogate at the end waits for its trail when streaming
    const last = text.charCodeAt(text.length - 1);
    if (stream && last >= 0xd800 && last <= 0xdbff) {
      text = text.slice(0, -1);
      rest = [last & 0xff, last >> 8, ...rest];
    } else if (!stream && rest.length) {
      text += this.#error();
      rest = [];
    }
    // lone surrogates become U+FFFD (or an error when fatal)
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        const n = text.charCodeAt(i + 1);
        if (n >= 0xdc00 && n <= 0xdfff) {
          out += text.slice(i, i + 2);
          i++;
          continue;
        }
      }
      out += c >= 0xd800 && c <= 0xdfff ? this.#error() : text[i];
    }
    return { text: out, rest: stream ? rest : [] };
  }
}
Object.defineProperty(TextDecoder.prototype, Symbol.toStringTag, { value: 'TextDecoder', configurable: true });
