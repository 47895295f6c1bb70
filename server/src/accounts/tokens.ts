// Signed tokens (HS256 JWTs via jose). Each kind has its own audience so one can never be used
// as another: access tokens (15 min, carry the session id), two-factor challenges (5 min),
// OAuth state (10 min) and bind tickets (2 min, single use).
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Keys } from './secrets';

const ISSUER = 'frontend-forge';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const CHALLENGE_SECONDS = 5 * 60;
export const OAUTH_STATE_SECONDS = 10 * 60;
export const BIND_TICKET_SECONDS = 2 * 60;

export type TokenKind = 'access' | '2fa-challenge' | 'oauth-state' | 'bind-ticket';

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
    .sign(keys.jwt);
  return { token, expires };
}

export type VerifiedToken = { sub: string; jti: string; exp: number } & Record<string, unknown>;

/** the payload, or 'expired' / 'invalid' */
export async function verifyToken(
  keys: Keys,
  kind: TokenKind,
  token: string,
): Promise<VerifiedToken | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, { issuer: ISSUER, audience: kind, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      return 'invalid';
    }
    return payload as VerifiedToken;
  } catch (error) {
    return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}
