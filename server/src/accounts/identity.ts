// Proving who you are: the sign-in's password and two-factor checks, and the same checks asked
// again before a sensitive change (password, email, turning two-factor off, deleting the
// account). Every check shares one throttle and one lockout per account, so a stolen session
// cannot guess the password (or a two-factor code) faster than the sign-in page allows:
// - the rate limits of sign-in (loginIp per address, loginAccount per account: the username and
//   the email, the keys a sign-in with either would spend; `2fa:<id>` for two-factor codes),
//   spent before each check; a current password proved right gives its try back;
// - the lockout: 5 wrong answers in a row lock the account for 15 minutes. A try is reserved
//   with one conditional UPDATE before the (costly) check, so parallel guesses cannot all pass
//   the "fewer than 5" test before any of them is counted.
import type { User } from '../generated/prisma/client';
import { badInput } from '../graphql/errors';
import { type LimitName, describeWait, rateLimited } from '../security/rate-limit';
import { MINUTE, type AccountsDeps } from './deps';
import type { RequestMeta } from './request-meta';
import { validate, currentPasswordField, optionalCodeField } from './validation';
import { msg } from '../i18n/message';

export const LOCKOUT = { failures: 5, durationMs: 15 * MINUTE };

export const NO_PASSWORD = msg('auth.noPasswordYet');
export const WRONG_PASSWORD = msg('auth.currentPasswordIncorrect');
export const WRONG_TWO_FACTOR_CODE = msg('auth.codeIncorrect');
export const TWO_FACTOR_CODE_REQUIRED = msg('auth.twoFactorCodeNeeded');

/** the code checks of two-factor sign-in (accounts/two-factor.ts) */
export interface TwoFactorCodes {
  verifyLoginCode(user: Pick<User, 'id' | 'email' | 'twoFactorSecret'>, code: string): Promise<boolean>;
  useRecoveryCode(userId: string, code: string): Promise<boolean>;
}

/** what a sensitive change asks for: the current password, and a code when two-factor is on */
export interface IdentityProof {
  currentPassword?: unknown;
  twoFactorCode?: unknown;
}

export function createIdentity(deps: AccountsDeps, parts: { twoFactorCodes: TwoFactorCodes }) {
  const { prisma, passwords, limits } = deps;
  const { twoFactorCodes } = parts;

  function lockedError(until: Date) {
    const seconds = Math.ceil((until.getTime() - Date.now()) / 1000);
    return rateLimited(seconds, msg('auth.locked', { wait: describeWait(seconds) }), { reason: 'ACCOUNT_LOCKED' });
  }

  /**
   * Runs `check` as one counted try of the account's lockout: refused while locked; a try is
   * reserved atomically first; a success clears the count, the 5th failure in a row locks.
   */
  async function guarded(
    user: Pick<User, 'id' | 'lockedUntil'>,
    check: () => Promise<boolean>,
    failure: () => Error,
  ): Promise<void> {
    const now = new Date();
    if (user.lockedUntil && user.lockedUntil > now) throw lockedError(user.lockedUntil);
    const { count } = await prisma.user.updateMany({
      where: {
        id: user.id,
        failedLoginCount: { lt: LOCKOUT.failures },
        OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
      },
      data: { failedLoginCount: { increment: 1 } },
    });
    if (count !== 1) {
      const row = await prisma.user.findUnique({ where: { id: user.id }, select: { lockedUntil: true } });
      throw lockedError(
        row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : new Date(Date.now() + LOCKOUT.durationMs),
      );
    }
    if (await check()) {
      await prisma.user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: null } });
      return;
    }
    const until = new Date(Date.now() + LOCKOUT.durationMs);
    // Only the try that reached the limit locks (and starts the count again for after the lock).
    const locked = await prisma.user.updateMany({
      where: { id: user.id, failedLoginCount: { gte: LOCKOUT.failures } },
      data: { lockedUntil: until, failedLoginCount: 0 },
    });
    if (locked.count) {
      deps.logger.warn({ userId: user.id }, 'account locked after repeated failed password or code checks');
      throw lockedError(until);
    }
    throw failure();
  }

  /** the sign-in's budgets for this account (the same keys a sign-in spends) */
  const passwordBudgets = (user: Pick<User, 'username' | 'email'>, meta: RequestMeta): [LimitName, string][] => [
    ['loginIp', meta.ip],
    ['loginAccount', user.username],
    ['loginAccount', user.email],
  ];
  const throttleCode = (user: Pick<User, 'id'>, meta: RequestMeta) =>
    limits.consume([
      ['loginIp', meta.ip],
      ['loginAccount', `2fa:${user.id}`],
    ]);

  /** a 6-digit TOTP code, else a one-time recovery code */
  const checkCode = (user: User, code: string) =>
    /^\d{6}$/.test(code) ? twoFactorCodes.verifyLoginCode(user, code) : twoFactorCodes.useRecoveryCode(user.id, code);

  return {
    lockedError,
    guarded,
    checkCode,

    /**
     * Before a sensitive change: the current password (throttled and counted like a sign-in),
     * then, when two-factor is on, a TOTP or recovery code. Answers the user as read before.
     */
    async confirm(userId: string, proof: IdentityProof, meta: RequestMeta): Promise<User> {
      const currentPassword = validate(currentPasswordField(), proof.currentPassword);
      const twoFactorCode = validate(optionalCodeField(), proof.twoFactorCode);
      const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
      if (!user.passwordHash) throw badInput(NO_PASSWORD, { field: 'currentPassword' });
      // Spent before the check (so parallel guesses are counted), given back when it was right:
      // the budget counts guesses, not the owner's own confirmations.
      const budgets = passwordBudgets(user, meta);
      await limits.consume(budgets);
      await guarded(
        user,
        () => passwords.verify(user.passwordHash, currentPassword),
        () => badInput(WRONG_PASSWORD, { field: 'currentPassword' }),
      );
      await limits.refund(budgets);
      if (user.twoFactorEnabled) {
        if (!twoFactorCode) throw badInput(TWO_FACTOR_CODE_REQUIRED, { field: 'twoFactorCode' });
        await throttleCode(user, meta);
        const fresh = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
        await guarded(
          fresh,
          () => checkCode(fresh, twoFactorCode),
          () => badInput(WRONG_TWO_FACTOR_CODE, { field: 'twoFactorCode' }),
        );
      }
      return user;
    },
  };
}

export type Identity = ReturnType<typeof createIdentity>;
