// Personal access tokens for tools: `ffpat_` and 32 random bytes, shown once when created; only
// their sha256 is stored. A token signs its owner in with a scope (read, or also write progress)
// and never for account operations (api-token-scopes.ts). Revoked or expired tokens are refused
// at once, like an ended session.
import type { ApiTokenScope } from '../generated/prisma/enums';
import { badInput, notFound, unauthenticated } from '../graphql/errors';
import { DAY, MINUTE, type AccountsDeps } from './deps';
import { randomToken, sha256 } from './secrets';
import type { Viewer } from './viewer';
import { msg } from '../i18n/message';

export const API_TOKEN_PREFIX = 'ffpat_';
/** tokens one user may hold at a time (revoked ones not counted) */
export const MAX_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX = 60;
/** lifetimes offered, in days; null: never expires */
export const API_TOKEN_LIFETIMES = [7, 30, 90, 365, null] as const;

export interface CreateApiTokenInput {
  name: string;
  scope: ApiTokenScope;
  /** one of API_TOKEN_LIFETIMES */
  expiresInDays: number | null;
}

interface TokenRow {
  id: string;
  userId: string;
  role: Viewer['role'];
  scope: ApiTokenScope;
  lastUsedAt: Date | null;
  content: string | null;
  progress: string | null;
}

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

export function createApiTokens({ prisma, logger, revoked }: Pick<AccountsDeps, 'prisma' | 'logger' | 'revoked'>) {
  return {
    async create(userId: string, input: CreateApiTokenInput) {
      const name = input.name.trim();
      if (!name) throw badInput(msg('token.nameRequired'), { field: 'name' });
      if (name.length > API_TOKEN_NAME_MAX) {
        throw badInput(msg('token.nameAtMost', { max: API_TOKEN_NAME_MAX }), { field: 'name' });
      }
      if (!(API_TOKEN_LIFETIMES as readonly (number | null)[]).includes(input.expiresInDays)) {
        throw badInput(msg('token.lifetime'), { field: 'expiresInDays' });
      }
      const held = await prisma.apiToken.count({ where: { userId, revokedAt: null } });
      if (held >= MAX_API_TOKENS) {
        throw badInput(msg('token.tooMany', { max: MAX_API_TOKENS }));
      }
      const token = `${API_TOKEN_PREFIX}${randomToken(32)}`;
      const row = await prisma.apiToken.create({
        data: {
          userId,
          name,
          scope: input.scope,
          tokenHash: sha256(token),
          prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
          expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY) : null,
        },
      });
      return { token, row };
    },

    /** the user's tokens that are not revoked, newest first (expired ones stay listed, marked so) */
    list(userId: string) {
      return prisma.apiToken.findMany({ where: { userId, revokedAt: null }, orderBy: { createdAt: 'desc' } });
    },

    async revoke(userId: string, id: string) {
      const { count } = await prisma.apiToken.updateMany({
        where: { id, userId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
      if (!count) throw notFound(msg('token.notFound'));
      // the sockets it opened close on every instance
      revoked({ tokenIds: [id] });
    },

    /** the token's owner as a viewer (with the response cache's versions), or UNAUTHENTICATED */
    async authenticate(bearer: string): Promise<Viewer> {
      const [row] = await prisma.$queryRaw<TokenRow[]>`
        SELECT t."id", t."userId", u."role"::text AS "role", t."scope"::text AS "scope", t."lastUsedAt",
               (SELECT "version"::text FROM "CacheVersion" WHERE "key" = 'content') AS "content",
               (SELECT "version"::text FROM "CacheVersion" WHERE "key" = 'user:' || u."id") AS "progress"
          FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId"
         WHERE t."tokenHash" = ${sha256(bearer)} AND t."revokedAt" IS NULL
           AND (t."expiresAt" IS NULL OR t."expiresAt" > ${new Date()})
         LIMIT 1`;
      if (!row) throw unauthenticated(msg('token.invalid'));
      // "last used" to the minute: no write per request
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > MINUTE) {
        prisma.apiToken
          .update({ where: { id: row.id }, data: { lastUsedAt: new Date() } })
          .catch((error: unknown) => logger.warn({ err: error }, 'could not record a token use'));
      }
      return {
        id: row.userId,
        role: row.role,
        apiToken: { id: row.id, scope: row.scope },
        cacheVersions: { content: row.content, user: row.progress },
      };
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;
