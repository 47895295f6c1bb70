// The address a request comes from. app.ts writes the socket's peer address into an internal
// header (overwriting anything a client sent), so GraphQL and the REST adapter (which re-issues
// the request in-process) read it the same way. X-Forwarded-For is believed only when the
// operator says the server sits behind that many proxies (TRUST_PROXY).
import { isIP } from 'node:net';

export const PEER_ADDRESS_HEADER = 'x-platform-peer-address';

function normalize(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const value = v4mapped?.[1] ?? trimmed;
  return isIP(value) ? value : '';
}

/**
 * @param trustProxy number of proxies in front of the server (0: ignore X-Forwarded-For). Each
 * proxy appends the address it saw, so the client is the entry `trustProxy` places from the right.
 */
export function clientAddress(headers: Headers, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded?.length) {
      // the entry `trustProxy` places from the right, or the leftmost when there are fewer
      const candidate = normalize(forwarded.at(-trustProxy) ?? forwarded[0] ?? '');
      if (candidate) return candidate;
    }
  }
  return normalize(headers.get(PEER_ADDRESS_HEADER) ?? '') || 'unknown';
}
