// Composition root of accounts, mail, rate limits and the contact form for one instance:
// main.ts and the test harness build them here and hand them to the GraphQL context.
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { AccountsEnvConfig } from '../config';
import { createContactService } from '../contact/contact.service';
import type { PrismaClient } from '../generated/prisma/client';
import { addressOf, createMailer } from '../mail/mailer';
import { type RateLimitRules, createRateLimits } from '../security/rate-limit';
import { createAccountsService } from './accounts.service';
import { createPasswordHasher } from './passwords';
import { deriveKeys, loadOrCreateSecret } from './secrets';

export interface AccountServicesOptions {
  prisma: PrismaClient;
  logger: Logger;
  config: AccountsEnvConfig;
  /** where secrets.json lives when JWT_SECRET is unset */
  dataDir: string;
  uploadsDir?: string;
  redisUrl?: string;
  /** tighter or looser budgets (tests) */
  rateLimits?: Partial<RateLimitRules>;
}

export function createAccountServices(options: AccountServicesOptions) {
  const { prisma, logger, config } = options;
  const secret = config.jwtSecret ?? loadOrCreateSecret(options.dataDir);
  if (!config.jwtSecret && options.redisUrl) {
    logger.warn(
      `JWT_SECRET is not set: tokens are signed with ${join(options.dataDir, 'secrets.json')}. ` +
        "Several instances must share one JWT_SECRET, or each refuses the others' tokens.",
    );
  }
  if (config.jwtSecret && config.jwtSecret.length < 32) {
    logger.warn('JWT_SECRET is shorter than 32 characters; use a long random value');
  }
  const mailer = createMailer({ prisma, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const limits = createRateLimits({ redisUrl: options.redisUrl, rules: options.rateLimits, logger });
  const accounts = createAccountsService({
    prisma,
    logger,
    config,
    keys: deriveKeys(secret),
    passwords: createPasswordHasher(config.argon2),
    mailer,
    limits,
    uploadsDir: options.uploadsDir ?? join(options.dataDir, 'uploads'),
  });
  const contact = createContactService({ prisma, mailer, limits, to: config.contactTo ?? addressOf(config.mailFrom) });
  return {
    accounts,
    contact,
    mailer,
    limits,
    authenticate: accounts.authenticate,
    async close() {
      await mailer.close();
      await limits.close();
    },
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
