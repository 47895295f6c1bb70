// Two-factor authentication with TOTP (RFC 6238, otpauth): setup stores a new secret encrypted
// at rest (AES-256-GCM) and answers the otpauth URI and a QR code; a 6-digit code confirms it and
// answers 10 one-time recovery codes (stored as HMACs). A TOTP time step is accepted once only.
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { User } from '../generated/prisma/client';
import { badInput } from '../graphql/errors';
import { APP_NAME, securityNoticeMail } from '../mail/templates';
import type { AccountsDeps } from './deps';
import type { Identity, IdentityProof, TwoFactorCodes } from './identity';
import type { RequestMeta } from './request-meta';
import { decryptSecret, encryptSecret, hmacCode } from './secrets';
import type { Sessions } from './sessions';
import { codeField, validate } from './validation';
import { msg } from '../i18n/message';

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PERIOD = 30;

function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: APP_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** the code checks: a TOTP code (each time step once) or a one-time recovery code */
export function createTwoFactorCodes(deps: AccountsDeps): TwoFactorCodes {
  const { prisma, keys, limits } = deps;

  /** checks a code against the user's secret; each time step is accepted once */
  async function checkTotp(user: Pick<User, 'id' | 'email' | 'twoFactorSecret'>, code: string): Promise<boolean> {
    if (!user.twoFactorSecret || !/^\d{6}$/.test(code)) return false;
    let secret: string;
    try {
      secret = decryptSecret(keys, user.twoFactorSecret);
    } catch (error) {
      deps.logger.error(
        { err: error, userId: user.id },
        'cannot decrypt the TOTP secret (was the server secret changed?)',
      );
      return false;
    }
    const now = Date.now();
    const delta = totpFor(secret, user.email).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD) + delta;
    return limits.claimOnce(`totp:${user.id}:${step}`, PERIOD * 4);
  }

  return {
    verifyLoginCode: checkTotp,

    /** marks a recovery code used; false when unknown or already used */
    async useRecoveryCode(userId: string, code: string): Promise<boolean> {
      const normalized = normalizeRecoveryCode(code);
      if (normalized.length !== 10) return false;
      const { count } = await prisma.recoveryCode.updateMany({
        where: { userId, codeHash: hmacCode(keys, normalized), usedAt: null },
        data: { usedAt: new Date() },
      });
      return count === 1;
    },
  };
}

export function createTwoFactor(
  deps: AccountsDeps,
  parts: { codes: TwoFactorCodes; identity: Identity; sessions: Sessions },
) {
  const { prisma, keys, mailer } = deps;
  const { codes, identity, sessions } = parts;
  const checkTotp = codes.verifyLoginCode;

  return {
    ...codes,

    async setup(userId: string) {
      const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
      if (user.twoFactorEnabled) throw badInput(msg('twoFactor.alreadyOn'));
      const secret = new Secret({ size: 20 }).base32;
      const totp = totpFor(secret, user.email);
      await prisma.user.update({ where: { id: userId }, data: { twoFactorSecret: encryptSecret(keys, secret) } });
      const otpauthUrl = totp.toString();
      const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { secret, otpauthUrl, qrCode };
    },

    /**
     * Confirms the setup with a code. The user's other sign-ins end unless `keepOtherSessions`
     * (a session opened before two-factor was on never proved the second factor).
     */
    async enable(
      userId: string,
      rawCode: unknown,
      meta: RequestMeta,
      options: { sessionId?: string; keepOtherSessions?: boolean | null } = {},
    ) {
      const code = validate(codeField(msg('field.code')), rawCode);
      const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
      if (user.twoFactorEnabled) throw badInput(msg('twoFactor.alreadyOn'));
      if (!user.twoFactorSecret) throw badInput(msg('twoFactor.setupFirst'));
      if (!(await checkTotp(user, code))) throw badInput(msg('auth.codeIncorrect'), { field: 'code' });
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await prisma.$transaction([
        prisma.recoveryCode.deleteMany({ where: { userId } }),
        prisma.recoveryCode.createMany({
          data: recoveryCodes.map((c) => ({ userId, codeHash: hmacCode(keys, normalizeRecoveryCode(c)) })),
        }),
        prisma.user.update({ where: { id: userId }, data: { twoFactorEnabled: true } }),
      ]);
      if (!options.keepOtherSessions) await sessions.revokeAll(userId, options.sessionId);
      mailer.sendInBackground(securityNoticeMail(user.email, meta.mailLocale, 'two_factor_on'));
      return { recoveryCodes };
    },

    /** needs the current password and, while two-factor is on, a TOTP or recovery code */
    async disable(userId: string, proof: IdentityProof, meta: RequestMeta) {
      const user = await identity.confirm(userId, proof, meta);
      await prisma.$transaction([
        prisma.recoveryCode.deleteMany({ where: { userId } }),
        prisma.user.update({ where: { id: userId }, data: { twoFactorEnabled: false, twoFactorSecret: null } }),
      ]);
      if (user.twoFactorEnabled)
        mailer.sendInBackground(securityNoticeMail(user.email, meta.mailLocale, 'two_factor_off'));
    },
  };
}
