// Runtime configuration, read once from the environment. Every knob the operator can turn
// is named here with its default, so README's configuration table has one source.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export interface AppConfig {
  port: number;
  host: string;
  /** where embedded PostgreSQL keeps its data (and uploads live) */
  dataDir: string;
  /** external PostgreSQL; when unset the embedded server is used */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** the built web app served with an SPA fallback */
  webDistDir: string;
  /** origins allowed to call the API in credentials mode (else any origin, without credentials) */
  corsCredentialOrigins: string[];
  /** who may read /metrics (Bearer); unset: loopback peers only */
  metricsToken: string | undefined;
  /** GraphQL and REST requests one client (user, else address) may make per minute; 0: no limit */
  apiRateLimitPerMinute: number;
  /** accounts, mail and security (server/src/accounts, mail, security) */
  accounts: AccountsEnvConfig;
  /** the operator's site settings (links, donations, testimonials…), read at run time */
  siteConfigPath: string;
}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: int('PORT', 4000),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(projectRoot, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: resolve(projectRoot, env.WEB_DIST_DIR || 'web/dist'),
    apiRateLimitPerMinute: int('API_RATE_LIMIT_PER_MINUTE', 6_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    siteConfigPath: resolve(projectRoot, env.SITE_CONFIG || 'content/site.yaml'),
    corsCredentialOrigins: (env.CORS_CREDENTIAL_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    accounts: {
      publicUrl: (env.PUBLIC_URL || `http://localhost:${int('PORT', 4000)}`).replace(/\/+$/, ''),
      jwtSecret: env.JWT_SECRET || undefined,
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM || 'Frontend Forge <no-reply@localhost>',
      contactTo: env.CONTACT_TO || undefined,
      adminEmails: (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
      trustProxy: env.TRUST_PROXY === 'true' ? 1 : Math.max(0, int('TRUST_PROXY', 0)),
      github: {
        clientId: env.GITHUB_CLIENT_ID || undefined,
        clientSecret: env.GITHUB_CLIENT_SECRET || '',
        authorizeUrl: env.GITHUB_AUTHORIZE_URL || 'https://github.com/login/oauth/authorize',
        tokenUrl: env.GITHUB_TOKEN_URL || 'https://github.com/login/oauth/access_token',
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
      },
      argon2: { memoryCost: int('ARGON2_MEMORY_COST', 19456), timeCost: int('ARGON2_TIME_COST', 2) },
    },
  };
}
