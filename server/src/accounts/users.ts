// Shared user helpers: lookups by identifier, admin promotion from ADMIN_EMAILS, login records.
import type { Prisma, User } from '../generated/prisma/client';
import { badInput } from '../graphql/errors';
import { APP_NAME } from '../mail/templates';
import type { AccountsDeps } from './deps';
import { DAY } from './deps';
import { type RequestMeta, describeUserAgent } from './request-meta';
import { type Message, msg } from '../i18n/message';

export const LOGIN_LOG_DAYS = 90;

/**
 * Names no display name may take: they would pass for the staff or the platform itself. Compared
 * case-insensitively, with spaces, underscores and hyphens ignored ("Ad_min" is "admin").
 */
export const RESERVED_DISPLAY_NAMES = [
  'admin',
  'administrator',
  'moderator',
  'mod',
  'staff',
  'support',
  'system',
  'root',
  APP_NAME,
];
const squash = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const RESERVED = new Set(RESERVED_DISPLAY_NAMES.map(squash));

const DISPLAY_NAME_RESERVED = msg('account.nicknameReserved');
const DISPLAY_NAME_IS_USERNAME = msg('account.nicknameIsUsername');

export function isReservedDisplayName(name: string): boolean {
  return RESERVED.has(squash(name));
}

export function createUsers(deps: AccountsDeps) {
  const { prisma, config } = deps;

  const api = {
    /** by email when the identifier has an @, else by username; both case-insensitively */
    async findByIdentifier(identifier: string): Promise<User | null> {
      const value = identifier.trim();
      const where: Prisma.UserWhereInput = value.includes('@')
        ? { email: value.toLowerCase() }
        : { username: { equals: value, mode: 'insensitive' } };
      return prisma.user.findFirst({ where });
    },

    async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const found = await prisma.user.findFirst({
        where: {
          username: { equals: username, mode: 'insensitive' },
          ...(exceptUserId ? { id: { not: exceptUserId } } : {}),
        },
        select: { id: true },
      });
      return !!found;
    },

    /**
     * Why `name` cannot be a display name (null when it can): a reserved word, or another
     * user's username (case-insensitive, trimmed), which would let its bearer pass for them.
     */
    async displayNameProblem(name: string, exceptUserId?: string): Promise<Message | null> {
      const value = name.trim();
      if (!value) return null;
      if (isReservedDisplayName(value)) return DISPLAY_NAME_RESERVED;
      if (await api.usernameTaken(value, exceptUserId)) return DISPLAY_NAME_IS_USERNAME;
      return null;
    },

    /** refuses a display name that passes for someone else (BAD_USER_INPUT on nickName) */
    async assertDisplayName(name: string, exceptUserId?: string): Promise<void> {
      const problem = await api.displayNameProblem(name, exceptUserId);
      if (problem) throw badInput(problem, { field: 'nickName' });
    },

    async emailTaken(email: string): Promise<boolean> {
      return !!(await prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } }));
    },

    /** ADMIN_EMAILS: a user whose verified email is listed becomes admin */
    async promoteIfConfigured(user: Pick<User, 'id' | 'email' | 'isVerified' | 'role'>): Promise<void> {
      if (user.role === 'admin' || !user.isVerified) return;
      if (!config.adminEmails.includes(user.email.toLowerCase())) return;
      await prisma.user.update({ where: { id: user.id }, data: { role: 'admin' } });
      deps.logger.info({ userId: user.id }, 'user became admin (ADMIN_EMAILS)');
    },

    async recordLogin(userId: string, meta: RequestMeta): Promise<void> {
      const parsed = describeUserAgent(meta.userAgent);
      await prisma.loginLog.create({
        data: { userId, ipAddress: meta.ip, userAgent: meta.userAgent, success: true, ...parsed },
      });
      await prisma.loginLog.deleteMany({
        where: { userId, createdAt: { lt: new Date(Date.now() - LOGIN_LOG_DAYS * DAY) } },
      });
    },
  };
  return api;
}

export type Users = ReturnType<typeof createUsers>;
