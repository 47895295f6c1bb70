// Email verification and change of address with 6-character codes: mailed, stored as HMACs,
// valid 10 minutes, at most 5 tries each, one per flow per 60 seconds (the cooldown is the
// server's too, with the seconds left in the error). A try is counted with one conditional
// UPDATE before the code is compared, so parallel guesses cannot pass the "fewer than 5" test
// together; checks are also rate limited per client address and per account (codeCheckIp,
// codeCheckAccount). Changing the address asks for the current password (and a two-factor code
// when two-factor is on) through accounts/identity.ts.
import { randomInt } from 'node:crypto';
import type { EmailCodePurpose, User } from '../generated/prisma/client';
import { AppError, badInput } from '../graphql/errors';
import { securityNoticeMail, verificationCodeMail } from '../mail/templates';
import { rateLimited } from '../security/rate-limit';
import { MINUTE, type AccountsDeps } from './deps';
import type { Identity } from './identity';
import type { RequestMeta } from './request-meta';
import { hmacCode } from './secrets';
import type { Users } from './users';
import { changeEmailSchema, codeField, emailField, validate } from './validation';
import { msg } from '../i18n/message';

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_COOLDOWN_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;

const WRONG_CODE = msg('emailCode.incorrect');

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function createEmailCodes(deps: AccountsDeps, parts: { users: Users; identity: Identity }) {
  const { prisma, keys, limits, mailer } = deps;
  const { users, identity } = parts;

  /** creates and mails a code, enforcing the cooldown */
  async function issue(user: Pick<User, 'id'>, email: string, purpose: EmailCodePurpose, meta: RequestMeta) {
    const last = await prisma.emailCode.findFirst({
      where: { userId: user.id, purpose },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    if (last) {
      const left = Math.ceil(CODE_COOLDOWN_SECONDS - (Date.now() - last.createdAt.getTime()) / 1000);
      if (left > 0) {
        throw rateLimited(left, msg('emailCode.wait', { seconds: left }), {
          reason: 'CODE_COOLDOWN',
        });
      }
    }
    const code = newCode();
    await prisma.$transaction([
      // A new code replaces the older ones of the same flow.
      prisma.emailCode.updateMany({
        where: { userId: user.id, purpose, consumedAt: null },
        data: { consumedAt: new Date() },
      }),
      prisma.emailCode.create({
        data: {
          userId: user.id,
          email,
          purpose,
          codeHash: hmacCode(keys, code),
          expiresAt: new Date(Date.now() + CODE_TTL_MS),
        },
      }),
    ]);
    const result = await mailer.send(verificationCodeMail(email, meta.mailLocale, code, purpose));
    if (mailer.smtp && !result.sent) {
      throw new AppError('BUSY', msg('emailCode.sendFailed'));
    }
  }

  /** consumes the newest live code of a flow for `email`; every try counts, atomically */
  async function consume(
    userId: string,
    email: string,
    purpose: EmailCodePurpose,
    code: string,
    meta: RequestMeta,
  ): Promise<void> {
    await limits.consume([
      ['codeCheckIp', meta.ip],
      ['codeCheckAccount', userId],
    ]);
    const row = await prisma.emailCode.findFirst({
      where: { userId, purpose, consumedAt: null },
      orderBy: { createdAt: 'desc' },
    });
    if (!row || row.email !== email || row.expiresAt <= new Date()) throw badInput(WRONG_CODE, { field: 'code' });
    // The try is counted before the comparison, in one statement that also checks the limit.
    const counted = await prisma.emailCode.updateMany({
      where: { id: row.id, consumedAt: null, attempts: { lt: CODE_MAX_ATTEMPTS } },
      data: { attempts: { increment: 1 } },
    });
    if (counted.count !== 1) {
      throw badInput(msg('emailCode.tooManyWrong'), { field: 'code' });
    }
    if (row.codeHash !== hmacCode(keys, code.toUpperCase())) throw badInput(WRONG_CODE, { field: 'code' });
    const { count } = await prisma.emailCode.updateMany({
      where: { id: row.id, consumedAt: null },
      data: { consumedAt: new Date() },
    });
    if (count !== 1) throw badInput(WRONG_CODE, { field: 'code' });
  }

  return {
    issueVerification: (user: Pick<User, 'id' | 'email'>, meta: RequestMeta) =>
      issue(user, user.email, 'verify_email', meta),

    /** without an address: verify the current one; with one: a code to change to it */
    async send(userId: string, rawEmail: unknown, meta: RequestMeta): Promise<boolean> {
      const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
      await limits.consume([
        ['codeIp', meta.ip],
        ['codeAccount', userId],
      ]);
      if (rawEmail == null || rawEmail === '') {
        if (user.isVerified) throw badInput(msg('emailCode.alreadyVerified'));
        await issue(user, user.email, 'verify_email', meta);
        return true;
      }
      const email = validate(emailField(msg('field.newEmail')), rawEmail);
      if (email === user.email) throw badInput(msg('emailCode.sameEmail'), { field: 'email' });
      if (await users.emailTaken(email))
        throw new AppError('CONFLICT', msg('emailCode.emailInUse'), { field: 'email' });
      await issue(user, email, 'change_email', meta);
      return true;
    },

    async verify(userId: string, rawCode: unknown, meta: RequestMeta): Promise<void> {
      const code = validate(codeField(), rawCode);
      const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
      if (user.isVerified) return;
      await consume(userId, user.email, 'verify_email', code, meta);
      const updated = await prisma.user.update({ where: { id: userId }, data: { isVerified: true } });
      await users.promoteIfConfigured(updated);
    },

    async change(userId: string, input: unknown, meta: RequestMeta): Promise<void> {
      const { currentPassword, newEmail, emailCode, twoFactorCode } = validate(changeEmailSchema, input);
      const user = await identity.confirm(userId, { currentPassword, twoFactorCode }, meta);
      if (newEmail === user.email) throw badInput(msg('emailCode.sameEmail'), { field: 'newEmail' });
      if (await users.emailTaken(newEmail))
        throw new AppError('CONFLICT', msg('emailCode.emailInUse'), { field: 'newEmail' });
      await consume(userId, newEmail, 'change_email', emailCode, meta);
      let updated: User;
      try {
        updated = await prisma.user.update({ where: { id: userId }, data: { email: newEmail, isVerified: true } });
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002') throw new AppError('CONFLICT', msg('emailCode.emailInUse'));
        throw error;
      }
      mailer.sendInBackground(securityNoticeMail(user.email, meta.mailLocale, 'email_changed'));
      await users.promoteIfConfigured(updated);
    },
  };
}
