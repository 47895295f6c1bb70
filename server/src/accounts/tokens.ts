// Signed tokens (HS256 JWTs via jose). Each kind has its own audience so one can never be used
// as another: access tokens (15 min, carry the session id), two-factor challenges (5 min),
// OAuth state (10 min), bind tickets (2 min, single use) and the one-time codes a provider
// sign-in lands with (1 min, single use, exchanged for the tokens by POST).
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Keys } from './secrets';

const ISSUER = 'frontend-forge';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const CHALLENGE_SECONDS = 5 * 60;
export const OAUTH_STATE_SECONDS = 10 * 60;
export const BIND_TICKET_SECONDS = 2 * 60;
export const SIGN_IN_CODE_SECONDS = 60;

export type TokenKind = 'access' | '2fa-challenge' | 'oauth-state' | 'bind-ticket' | 'sign-in-code' | 'interview-guest';

export interface SignedToken {
  token: string;
  expires: Date;
}

export async function signToken(
  keys: Keys,
  kind: TokenKind,
  subject: string,
  claims: Record<string, unknown>,
  seconds: number,
): Promise<SignedToken> {
  const expires = new Date(Date.now() + seconds * 1000);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(kind)
    .setSubject(subject)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(await hmacKey(keys));
  return { token, expires };
}

export type VerifiedToken = { sub: string; jti: string; exp: number } & Record<string, unknown>;

/** The HMAC key, imported into WebCrypto once per key set (jose would import raw bytes per call). */
const hmacKeys = new WeakMap<Keys, Promise<CryptoKey>>();
function hmacKey(keys: Keys): Promise<CryptoKey> {
  let key = hmacKeys.get(keys);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(keys.jwt), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(keys, key);
  }
  return key;
}

/**
 * Access tokens whose signature and claims were already checked, until they expire: every
 * request of a signed-in page presents the same token, and its signature cannot change. (Whether
 * its session is still live is checked on every request all the same, by the caller.)
 */
const verifiedAccessTokens = new WeakMap<Keys, LRUCache<string, VerifiedToken>>();
function verifiedCache(keys: Keys): LRUCache<string, VerifiedToken> {
  let cache = verifiedAccessTokens.get(keys);
  if (!cache) {
    cache = new LRUCache({ max: 20_000 });
    verifiedAccessTokens.set(keys, cache);
  }
  return cache;
}

/** the payload, or 'expired' / 'invalid' */
export async function verifyToken(
  keys: Keys,
  kind: TokenKind,
  token: string,
): Promise<VerifiedToken | 'expired' | 'invalid'> {
  const memo = kind === 'access' ? verifiedCache(keys) : null;
  const known = memo?.get(token);
  if (known) return known.exp <= Math.floor(Date.now() / 1000) ? 'expired' : known; // jose's rule
  try {
    const { payload } = await jwtVerify(token, await hmacKey(keys), {
      issuer: ISSUER,
      audience: kind,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      return 'invalid';
    }
    const verified = payload as VerifiedToken;
    memo?.set(token, verified, { ttl: Math.max(1, verified.exp * 1000 - Date.now()) });
    return verified;
  } catch (error) {
    return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}
