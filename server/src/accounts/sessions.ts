// Sessions: a sign-in is a token family. Each refresh token is one Session row, stored as a
// sha256 hash; refreshing rotates it (the old row is revoked and points at its replacement).
// Presenting a rotated token again means it leaked: the whole family is revoked. Access tokens
// are 15-minute JWTs carrying the family id, and a request is signed in only while that family
// has a live row, so logout or revocation stops its access tokens at once.
import { randomUUID } from 'node:crypto';
import { type ApiTokens, isApiToken } from './api-tokens';
import { unauthenticated } from '../graphql/errors';
import { DAY, type AccountsDeps } from './deps';
import type { RequestMeta } from './request-meta';
import { randomToken, sha256 } from './secrets';
import { ACCESS_TOKEN_SECONDS, type SignedToken, signToken, verifyToken } from './tokens';
import type { Viewer } from './viewer';
import type { Role } from '../generated/prisma/enums';
import { msg } from '../i18n/message';

export const REFRESH_LIFETIME_MS = { remember: 30 * DAY, session: 1 * DAY };

export interface TokenPair {
  access: SignedToken;
  refresh: SignedToken;
}

interface LiveSessionRow {
  id: string;
  role: Role;
  content: string | null;
  progress: string | null;
}

const SESSION_ENDED = msg('session.endedSignIn');

export function createSessions(deps: AccountsDeps, { apiTokens }: { apiTokens: ApiTokens }) {
  const { prisma, keys, logger, revoked } = deps;

  async function accessToken(userId: string, familyId: string) {
    return signToken(keys, 'access', userId, { sid: familyId }, ACCESS_TOKEN_SECONDS);
  }

  /** ends one sign-in; its sockets close on every instance */
  async function revokeFamily(familyId: string) {
    await prisma.session.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
    // published even when nothing was live any more: a socket may still hold the family
    revoked({ sessionIds: [familyId] });
  }

  return {
    /** starts a new sign-in (a new token family) */
    async start(userId: string, rememberMe: boolean, meta: RequestMeta): Promise<TokenPair> {
      const familyId = randomUUID();
      const refresh = randomToken(32);
      const expires = new Date(Date.now() + (rememberMe ? REFRESH_LIFETIME_MS.remember : REFRESH_LIFETIME_MS.session));
      await prisma.session.create({
        data: {
          userId,
          familyId,
          tokenHash: sha256(refresh),
          rememberMe,
          userAgent: meta.userAgent,
          ipAddress: meta.ip,
          expiresAt: expires,
        },
      });
      // Expired rows are no longer needed for reuse detection.
      await prisma.session.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
      return { access: await accessToken(userId, familyId), refresh: { token: refresh, expires } };
    },

    /** rotates a refresh token; reuse of a rotated one revokes the family */
    async refresh(refreshToken: string, meta: RequestMeta): Promise<TokenPair> {
      const row = refreshToken ? await prisma.session.findUnique({ where: { tokenHash: sha256(refreshToken) } }) : null;
      if (!row) throw unauthenticated(SESSION_ENDED);
      if (row.revokedAt) {
        if (row.replacedBy) {
          logger.warn(
            { userId: row.userId, familyId: row.familyId, ip: meta.ip },
            'refresh token reused: family revoked',
          );
          await revokeFamily(row.familyId);
        }
        throw unauthenticated(SESSION_ENDED);
      }
      if (row.expiresAt <= new Date()) throw unauthenticated(msg('session.expired'));

      const nextId = randomUUID();
      const next = randomToken(32);
      const expires = new Date(
        Date.now() + (row.rememberMe ? REFRESH_LIFETIME_MS.remember : REFRESH_LIFETIME_MS.session),
      );
      const rotated = await prisma.$transaction(async (tx) => {
        // Guarded: of two concurrent refreshes with one token, only one rotates it.
        const { count } = await tx.session.updateMany({
          where: { id: row.id, revokedAt: null },
          data: { revokedAt: new Date(), replacedBy: nextId, lastUsedAt: new Date() },
        });
        if (count !== 1) return false;
        await tx.session.create({
          data: {
            id: nextId,
            userId: row.userId,
            familyId: row.familyId,
            tokenHash: sha256(next),
            rememberMe: row.rememberMe,
            userAgent: meta.userAgent || row.userAgent,
            ipAddress: meta.ip,
            expiresAt: expires,
          },
        });
        return true;
      });
      if (!rotated) {
        await revokeFamily(row.familyId);
        throw unauthenticated(SESSION_ENDED);
      }
      return { access: await accessToken(row.userId, row.familyId), refresh: { token: next, expires } };
    },

    /** ends the sign-in the refresh token belongs to; unknown tokens are ignored */
    async logout(refreshToken: string): Promise<void> {
      if (!refreshToken) return;
      const row = await prisma.session.findUnique({
        where: { tokenHash: sha256(refreshToken) },
        select: { familyId: true },
      });
      if (row) await revokeFamily(row.familyId);
    },

    revokeFamily,

    /** every sign-in of the user, except `keepFamilyId`; their sockets close on every instance */
    async revokeAll(userId: string, keepFamilyId?: string) {
      const ended = await prisma.session.updateManyAndReturn({
        where: { userId, revokedAt: null, ...(keepFamilyId ? { familyId: { not: keepFamilyId } } : {}) },
        data: { revokedAt: new Date() },
        select: { familyId: true },
      });
      if (ended.length) revoked({ sessionIds: [...new Set(ended.map((row) => row.familyId))] });
    },

    /**
     * The viewer of a request: null without an Authorization header; a present but invalid,
     * expired or revoked bearer token is UNAUTHENTICATED (401) on any request, so the client
     * refreshes once and retries.
     */
    async authenticate(request: Request): Promise<Viewer | null> {
      const header = request.headers.get('authorization');
      if (!header) return null;
      const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
      if (token === undefined) throw unauthenticated(msg('session.bearerHeader'));
      if (isApiToken(token)) return apiTokens.authenticate(token);
      const verified = await verifyToken(keys, 'access', token);
      if (verified === 'expired') throw unauthenticated(msg('session.expired'));
      if (verified === 'invalid' || typeof verified.sid !== 'string')
        throw unauthenticated(msg('session.tokenInvalid'));
      // One round trip: the live session, its user, and the response cache's versions.
      const [live] = await prisma.$queryRaw<LiveSessionRow[]>`
        SELECT u."id", u."role"::text AS "role",
               (SELECT "version"::text FROM "CacheVersion" WHERE "key" = 'content') AS "content",
               (SELECT "version"::text FROM "CacheVersion" WHERE "key" = 'user:' || u."id") AS "progress"
          FROM "Session" s JOIN "User" u ON u."id" = s."userId"
         WHERE s."familyId" = ${verified.sid} AND s."userId" = ${verified.sub}
           AND s."revokedAt" IS NULL AND s."expiresAt" > ${new Date()}
         LIMIT 1`;
      if (!live) throw unauthenticated(SESSION_ENDED);
      return {
        id: live.id,
        role: live.role,
        sessionId: verified.sid,
        cacheVersions: { content: live.content, user: live.progress },
      };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
