// Accounts, mail and security settings (server/src/accounts, mail, security): the public URL
// links point at, the signing secret, SMTP, admins, proxies, GitHub sign-in and password cost.
import { z } from 'zod';
import { httpUrl, list, optionalHttpUrl, optionalText, text, wholeNumber } from './env';

export const accountsVariables = {
  PUBLIC_URL: optionalHttpUrl(),
  JWT_SECRET: optionalText(),
  SMTP_URL: optionalText(),
  MAIL_FROM: text('Frontend Forge <no-reply@localhost>'),
  CONTACT_TO: optionalText(),
  ADMIN_EMAILS: list((email) => email.toLowerCase()),
  // `true` means one proxy; a negative count means none
  TRUST_PROXY: optionalText().transform((raw, ctx): number => {
    const value = raw?.trim().toLowerCase();
    if (value === undefined || value === 'false') return 0;
    if (value === 'true') return 1;
    const count = Number(value);
    if (Number.isInteger(count)) return Math.max(0, count);
    ctx.addIssue({ code: 'custom', message: `expected a number of proxies (or true/false), got "${raw}"` });
    return z.NEVER;
  }),
  GITHUB_CLIENT_ID: optionalText().transform((raw) => raw?.trim()),
  GITHUB_CLIENT_SECRET: text(''),
  GITHUB_AUTHORIZE_URL: httpUrl('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: httpUrl('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: httpUrl('https://api.github.com'),
  ARGON2_MEMORY_COST: wholeNumber(19_456, { min: 8 }),
  ARGON2_TIME_COST: wholeNumber(2, { min: 1 }),
};

export interface AccountsEnvConfig {
  /** where users open the web app: links in mails and OAuth redirects */
  publicUrl: string;
  /** signs access tokens and derives the at-rest encryption key; else <DATA_DIR>/secrets.json */
  jwtSecret: string | undefined;
  /** nodemailer SMTP URL; when unset mails go to the log and the OutboxMail table only */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** where contact-form messages go (default: the MAIL_FROM address) */
  contactTo: string | undefined;
  /** users with these (verified) emails become admin when they register or sign in */
  adminEmails: string[];
  /** proxies in front of the server whose X-Forwarded-For is believed (0: none) */
  trustProxy: number;
  github: {
    clientId: string | undefined;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    apiUrl: string;
  };
  /** argon2id cost: memory in KiB and passes */
  argon2: { memoryCost: number; timeCost: number };
}
