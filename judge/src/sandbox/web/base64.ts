// atob and btoa (HTML's forgiving-base64) for the sandbox: btoa refuses characters above
// U+00FF and atob refuses what is not base64, both with an InvalidCharacterError DOMException.
import { DOMException } from './dom-exception';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const INDEX: Record<string, number> = Object.fromEntries([...ALPHABET].map((c, i) => [c, i]));
/** the base64 digit of the low six bits of `n` (always one of the 64) */
const digit = (n: number) => ALPHABET[n & 63] ?? '';

export function btoa(data: unknown): string {
  if (arguments.length === 0) throw new TypeError("Failed to execute 'btoa': 1 argument required, but only 0 present.");
  const text = String(data);
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : -1;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : -1;
    if (a > 0xff || b > 0xff || c > 0xff) {
      throw new DOMException(
        'Invalid character: the string to be encoded contains characters outside of the Latin1 range.',
        'InvalidCharacterError',
      );
    }
    const n = (a << 16) | ((b < 0 ? 0 : b) << 8) | (c < 0 ? 0 : c);
    out += digit(n >> 18) + digit(n >> 12);
    out += b < 0 ? '=' : digit(n >> 6);
    out += c < 0 ? '=' : digit(n);
  }
  return out;
}

export function atob(data: unknown): string {
  if (arguments.length === 0) throw new TypeError("Failed to execute 'atob': 1 argument required, but only 0 present.");
  let text = String(data).replace(/[\t\n\f\r ]/g, '');
  if (text.length % 4 === 0) text = text.replace(/={1,2}$/, '');
  if (text.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(text)) {
    throw new DOMException('The string to be decoded is not correctly encoded.', 'InvalidCharacterError');
  }
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const c of text) {
    buffer = (buffer << 6) | (INDEX[c] ?? 0); // every character was checked above
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((buffer >> bits) & 0xff);
    }
  }
  return out;
}
