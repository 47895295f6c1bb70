// Compressed answers for the bytes the server sends again and again (the hot reads' cached
// answers and their REST envelopes): each variant is made once per answer, on the first request
// that accepts it, and then served as it is. A book of 100 problems is ~130 KB of JSON and
// ~12 KB as brotli: the reader's network carries a tenth, and the server compresses nothing per hit.
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** below this, compressing saves less than the headers cost */
const MIN_BYTES = 1024;
/** brotli quality: 5 compresses 130 KB in ~2 ms at ~90 % of quality 11's ratio */
const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';
const variants = new WeakMap<Uint8Array, Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>();

function compress(bytes: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const out =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(bytes, { level: 6 });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>;
}

/** the encoding the request prefers among ours, or null for the bytes as they are */
export function preferredEncoding(request: Request): Encoding | null {
  const header = request.headers.get('accept-encoding');
  if (!header) return null;
  // Browsers list "gzip, deflate, br, zstd" at one weight: `preferred` breaks the tie for br
  // (negotiator 1.x takes it; @types/negotiator does not know it yet).
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * The body and headers to send `bytes` (a stable object, e.g. a cache entry's) with: compressed
 * when the request accepts it and it is worth it, the variant kept for the next request.
 */
export function encodedBody(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const encoding = bytes.length >= MIN_BYTES ? preferredEncoding(request) : null;
  if (!encoding) return { body: bytes, headers: { vary: 'accept-encoding' } };
  let known = variants.get(bytes);
  if (!known) variants.set(bytes, (known = {}));
  const body = (known[encoding] ??= compress(bytes, encoding));
  return { body, headers: { vary: 'accept-encoding', 'content-encoding': encoding } };
}
