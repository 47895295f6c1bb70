// Shared user helpers: lookups by identifier, admin promotion from ADMIN_EMAILS, login records.
import type { Prisma, User } from '../generated/prisma/client';
import type { AccountsDeps } from './deps';
import { DAY } from './deps';
import { type RequestMeta, describeUserAgent } from './request-meta';

export const LOGIN_LOG_DAYS = 90;

export function createUsers(deps: AccountsDeps) {
  const { prisma, config } = deps;

  return {
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
}

export type Users = ReturnType<typeof createUsers>;
