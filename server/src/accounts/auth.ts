// Registration, sign-in (password, then TOTP or a recovery code when two-factor is on),
// brute-force lockout, and the forgotten-password flow.
import type { User } from '../generated/prisma/client';
import { AppError, badInput } from '../graphql/errors';
import { passwordResetMail, securityNoticeMail } from '../mail/templates';
import { HOUR, type AccountsDeps } from './deps';
import { type Identity, WRONG_TWO_FACTOR_CODE } from './identity';
import type { RequestMeta } from './request-meta';
import { randomToken, sha256 } from './secrets';
import type { Sessions, TokenPair } from './sessions';
import { CHALLENGE_SECONDS, signToken, verifyToken } from './tokens';
import type { Users } from './users';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  twoFactorLoginSchema,
  validate,
} from './validation';
import { msg } from '../i18n/message';

export const RESET_TOKEN_MS = HOUR;

export interface LoginResult {
  tokens: TokenPair | null;
  user: User | null;
  twoFactorRequired: boolean;
  twoFactorChallenge: string | null;
}

export type LoginMethod = 'password' | 'two-factor' | 'github';

export function createAuth(
  deps: AccountsDeps,
  parts: {
    sessions: Sessions;
    users: Users;
    identity: Identity;
    sendVerification: (user: User, meta: RequestMeta) => Promise<void>;
  },
) {
  const { prisma, passwords, limits, mailer, config, keys } = deps;
  const { sessions, users, identity } = parts;

  /** issues tokens for a user who proved who they are */
  async function completeLogin(
    user: User,
    rememberMe: boolean,
    meta: RequestMeta,
    method: LoginMethod,
  ): Promise<LoginResult> {
    await users.promoteIfConfigured(user);
    const tokens = await sessions.start(user.id, rememberMe, meta);
    await users.recordLogin(user.id, meta);
    deps.logger.info({ userId: user.id, method, ip: meta.ip }, 'signed in');
    const fresh = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    return { tokens, user: fresh, twoFactorRequired: false, twoFactorChallenge: null };
  }

  return {
    completeLogin,

    async register(input: unknown, meta: RequestMeta): Promise<User> {
      const { username, email, password } = validate(registerSchema, input);
      await limits.consume([
        ['registerIp', meta.ip],
        ['registerAccount', email],
      ]);
      if (await users.usernameTaken(username))
        throw new AppError('CONFLICT', msg('account.usernameTaken'), { field: 'username' });
      if (await users.emailTaken(email))
        throw new AppError('CONFLICT', msg('account.emailRegistered'), { field: 'email' });
      const passwordHash = await passwords.hash(password);
      let user: User;
      try {
        user = await prisma.user.create({ data: { username, email, passwordHash, passwordChangedAt: new Date() } });
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002')
          throw new AppError('CONFLICT', msg('account.usernameOrEmailRegistered'));
        throw error;
      }
      deps.logger.info({ userId: user.id }, 'registered');
      // The first verification code goes out with the registration.
      await parts
        .sendVerification(user, meta)
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, userId: user.id }, 'could not send the first verification code'),
        );
      return user;
    },

    async login(input: unknown, meta: RequestMeta): Promise<LoginResult> {
      const { userNameOrMail, password, rememberMe } = validate(loginSchema, input);
      await limits.consume([
        ['loginIp', meta.ip],
        ['loginAccount', userNameOrMail],
      ]);
      const user = await users.findByIdentifier(userNameOrMail);
      if (!user) {
        await passwords.verify(null, password); // same cost as a real check
        throw badInput(msg('auth.loginFailed'));
      }
      await identity.guarded(
        user,
        () => passwords.verify(user.passwordHash, password),
        () => badInput(msg('auth.loginFailed')),
      );
      const remember = rememberMe ?? true;
      if (user.twoFactorEnabled) {
        const challenge = await signToken(keys, '2fa-challenge', user.id, { rm: remember }, CHALLENGE_SECONDS);
        return { tokens: null, user: null, twoFactorRequired: true, twoFactorChallenge: challenge.token };
      }
      return completeLogin(user, remember, meta, 'password');
    },

    async loginWithTwoFactor(input: unknown, meta: RequestMeta): Promise<LoginResult> {
      const { challenge, code } = validate(twoFactorLoginSchema, input);
      await limits.consume([['loginIp', meta.ip]]);
      const verified = await verifyToken(keys, '2fa-challenge', challenge);
      if (typeof verified === 'string') {
        throw badInput(msg('auth.signInStepExpired'), {
          field: 'challenge',
        });
      }
      await limits.consume([['loginAccount', `2fa:${verified.sub}`]]);
      const user = await prisma.user.findUnique({ where: { id: verified.sub } });
      if (!user || !user.twoFactorEnabled) {
        throw badInput(msg('auth.signInStepExpired'), {
          field: 'challenge',
        });
      }
      await identity.guarded(
        user,
        () => identity.checkCode(user, code),
        () => badInput(WRONG_TWO_FACTOR_CODE),
      );
      return completeLogin(user, verified.rm !== false, meta, 'two-factor');
    },

    refresh: (refreshToken: string, meta: RequestMeta) => sessions.refresh(refreshToken, meta),
    logout: (refreshToken: string) => sessions.logout(refreshToken),

    /** always true: the answer never tells whether the address has an account */
    async forgotPassword(input: unknown, meta: RequestMeta): Promise<boolean> {
      const { email } = validate(forgotPasswordSchema, input);
      await limits.consume([
        ['resetIp', meta.ip],
        ['resetAccount', email],
      ]);
      const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true } });
      if (!user) return true;
      const token = randomToken(32);
      await prisma.$transaction([
        // Only the newest link works.
        prisma.passwordResetToken.updateMany({
          where: { userId: user.id, usedAt: null },
          data: { usedAt: new Date() },
        }),
        prisma.passwordResetToken.create({
          data: { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_MS) },
        }),
      ]);
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      mailer.sendInBackground(passwordResetMail(user.email, meta.mailLocale, link));
      return true;
    },

    async resetPassword(input: unknown, meta: RequestMeta): Promise<boolean> {
      const { token, password } = validate(resetPasswordSchema, input);
      await limits.consume([['resetIp', meta.ip]]);
      const row = await prisma.passwordResetToken.findUnique({ where: { tokenHash: sha256(token) } });
      if (!row) throw badInput(msg('reset.invalid'), { field: 'token' });
      if (row.usedAt) throw badInput(msg('reset.used'), { field: 'token' });
      if (row.expiresAt <= new Date()) throw badInput(msg('reset.expired'), { field: 'token' });
      const passwordHash = await passwords.hash(password);
      const user = await prisma.$transaction(async (tx) => {
        const { count } = await tx.passwordResetToken.updateMany({
          where: { id: row.id, usedAt: null },
          data: { usedAt: new Date() },
        });
        if (count !== 1) throw badInput(msg('reset.used'), { field: 'token' });
        return tx.user.update({
          where: { id: row.userId },
          // The link reached the mailbox: the address is proven too.
          data: {
            passwordHash,
            passwordChangedAt: new Date(),
            failedLoginCount: 0,
            lockedUntil: null,
            isVerified: true,
          },
        });
      });
      await sessions.revokeAll(user.id);
      mailer.sendInBackground(securityNoticeMail(user.email, meta.mailLocale, 'password_reset'));
      deps.logger.info({ userId: user.id }, 'password reset; every session revoked');
      return true;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
