// What the accounts services share; built once per instance in ./index.ts.
import type { Logger } from 'pino';
import type { AccountsEnvConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import type { Mailer } from '../mail/mailer';
import type { RateLimits } from '../security/rate-limit';
import type { PublishRevoked } from './credential-revocations';
import type { PasswordHasher } from './passwords';
import type { Keys } from './secrets';

export interface AccountsDeps {
  prisma: PrismaClient;
  logger: Logger;
  config: AccountsEnvConfig;
  keys: Keys;
  passwords: PasswordHasher;
  mailer: Mailer;
  limits: RateLimits;
  /** <DATA_DIR>/uploads: avatars go to its avatars/ folder */
  uploadsDir: string;
  /**
   * tells every instance that sign-ins, tokens or a user's every credential ended, so the sockets
   * they opened close (credential-revocations.ts); called after the database says so
   */
  revoked: PublishRevoked;
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
