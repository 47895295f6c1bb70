// The signed-in user's own account: profile, avatar, password, records and deletion.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badInput } from '../graphql/errors';
import { securityNoticeMail } from '../mail/templates';
import type { AccountsDeps } from './deps';
import type { Identity, IdentityProof } from './identity';
import type { RequestMeta } from './request-meta';
import type { Sessions } from './sessions';
import type { Users } from './users';
import { changePasswordSchema, namesSchema, profileSchema, validate } from './validation';
import { msg } from '../i18n/message';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };
/** stored avatar names: <random>.<ext>; nothing else is ever removed from the folder */
export const AVATAR_NAME = /^[A-Za-z0-9_-]{16,64}\.(jpg|png|gif)$/;

/** what GraphQL hands a resolver for a multipart file (a File, duck-typed) */
export interface UploadedFile {
  name?: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as UploadedFile).size === 'number' &&
    typeof (value as UploadedFile).arrayBuffer === 'function'
  );
}

export function avatarUrl(name: string | null): string | null {
  return name && AVATAR_NAME.test(name) ? `/uploads/avatars/${name}` : null;
}

export function createProfile(deps: AccountsDeps, parts: { sessions: Sessions; identity: Identity; users: Users }) {
  const { prisma, passwords, mailer } = deps;
  const { identity, users } = parts;
  const avatarsDir = join(deps.uploadsDir, 'avatars');

  async function removeAvatarFile(name: string | null) {
    if (name && AVATAR_NAME.test(name)) await rm(join(avatarsDir, name), { force: true }).catch(() => {});
  }

  return {
    /** the spec's two cards: the name pair, or nickname + position */
    async update(userId: string, input: Record<string, unknown>): Promise<void> {
      const has = (key: string) => input[key] !== undefined && input[key] !== null;
      const data: { firstName?: string; lastName?: string; nickName?: string; position?: string | null } = {};
      if (has('firstName') || has('lastName')) Object.assign(data, validate(namesSchema, input));
      if (has('nickName') || has('position')) Object.assign(data, validate(profileSchema, input));
      if (!Object.keys(data).length) throw badInput(msg('account.nothingToUpdate'));
      if (data.nickName) await users.assertDisplayName(data.nickName, userId);
      await prisma.user.update({ where: { id: userId }, data });
    },

    async uploadAvatar(userId: string, file: unknown): Promise<void> {
      if (!isUploadedFile(file)) throw badInput(msg('account.imageType'), { field: 'file' });
      if (file.size > AVATAR_MAX_BYTES) throw badInput(msg('account.imageSize'), { field: 'file' });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (bytes.length > AVATAR_MAX_BYTES) throw badInput(msg('account.imageSize'), { field: 'file' });
      // The bytes decide, never the name or the declared type.
      const detected = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
      const ext = detected && AVATAR_TYPES[detected.mime];
      if (!ext) throw badInput(msg('account.imageType'), { field: 'file' });
      const name = `${randomBytes(18).toString('base64url')}.${ext}`;
      await mkdir(avatarsDir, { recursive: true });
      await writeFile(join(avatarsDir, name), bytes, { mode: 0o644 });
      const before = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { avatar: true } });
      try {
        await prisma.user.update({ where: { id: userId }, data: { avatar: name } });
      } catch (error) {
        await removeAvatarFile(name);
        throw error;
      }
      await removeAvatarFile(before.avatar);
    },

    /**
     * Needs the current password (and a two-factor code while two-factor is on). The user's
     * other sign-ins end unless `keepOtherSessions`; the current one stays.
     */
    async changePassword(
      userId: string,
      sessionId: string | undefined,
      input: unknown,
      meta: RequestMeta,
      keepOtherSessions?: boolean | null,
    ) {
      const { currentPassword, newPassword, twoFactorCode } = validate(changePasswordSchema, input);
      const user = await identity.confirm(userId, { currentPassword, twoFactorCode }, meta);
      await prisma.user.update({
        where: { id: userId },
        data: { passwordHash: await passwords.hash(newPassword), passwordChangedAt: new Date() },
      });
      if (!keepOtherSessions) await parts.sessions.revokeAll(userId, sessionId);
      mailer.sendInBackground(securityNoticeMail(user.email, meta.mailLocale, 'password_changed'));
    },

    /** the danger zone's "reset records": progress, answers and submissions go; the account stays */
    async deleteRecords(userId: string): Promise<void> {
      await prisma.$transaction([
        prisma.problemStatus.deleteMany({ where: { userId } }),
        prisma.bookProblemProgress.deleteMany({ where: { userId } }),
        prisma.progressEvent.deleteMany({ where: { userId } }),
        prisma.submission.deleteMany({ where: { userId } }),
        prisma.savedSolution.deleteMany({ where: { userId } }),
      ]);
    },

    /** the typed username, the current password and (while two-factor is on) a code */
    async deleteAccount(userId: string, confirmUsername: unknown, proof: IdentityProof, meta: RequestMeta) {
      const before = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } });
      if (typeof confirmUsername !== 'string' || confirmUsername !== before.username) {
        throw badInput(msg('account.confirmationMismatch'), { field: 'confirmUsername' });
      }
      const user = await identity.confirm(userId, proof, meta);
      await prisma.user.delete({ where: { id: userId } }); // sessions and everything owned cascade
      // every socket of the account (sign-ins and tokens) closes on every instance
      deps.revoked({ userId });
      await removeAvatarFile(user.avatar);
      deps.logger.info({ userId }, 'account deleted');
    },
  };
}
