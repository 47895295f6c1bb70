// Runtime configuration: one zod schema over every environment variable the server reads,
// parsed once by loadConfig(env) into a typed, frozen AppConfig. The variables are defined by
// area beside this file (server.ts, limits.ts, accounts.ts, judge.ts; the parsers and ConfigError in env.ts;
// the benchmarks' own in bench.ts) and each is documented in README.md's "Configuration" table
// (config.test.ts checks the two agree). Nothing else in server/src reads process.env: the entry
// points (main.ts's runUntilSignal, scripts/) call loadConfig and pass its parts down.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type AccountsEnvConfig, accountsVariables } from './accounts';
import { type Env, deepFreeze, parseEnv } from './env';
import { type JudgeSettings, checkQueueNeedsRedis, judgeSettingsFrom, judgeVariables } from './judge';
import { type InterviewLimits, interviewLimitsFrom, interviewVariables } from './interviews';
import { type ServerLimits, limitsFrom, limitsVariables } from './limits';
import { serverVariables } from './server';

export type { AccountsEnvConfig } from './accounts';
export { ConfigError, type Env } from './env';
export type { JudgeSettings } from './judge';
export type { ServerLimits } from './limits';
export { loadJudgeConfig, loadJudgeSettings } from './judge';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Every variable the server reads, by name. */
export const configSchema = z
  .object({ ...serverVariables, ...limitsVariables, ...accountsVariables, ...judgeVariables, ...interviewVariables })
  .superRefine(checkQueueNeedsRedis);

/** The names of every variable in the schema (README.md's table lists exactly these). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

export interface AppConfig {
  port: number;
  host: string;
  /** where embedded PostgreSQL keeps its data (and uploads live) */
  dataDir: string;
  /** external PostgreSQL; when unset the embedded server is used */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** NODE_ENV=production */
  production: boolean;
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
  /** the judge: where it runs and its limits */
  judge: JudgeSettings;
  /** the operator's site settings (links, donations, testimonials…), read at run time */
  siteConfigPath: string;
  /** mock interview rooms: document and update sizes, open rooms per interviewer */
  interviews: InterviewLimits;
  /** request, frame, subscription and socket limits; the readiness check's timeout */
  limits: ServerLimits;
}

/**
 * The configuration from `env` (process.env unless given; tests pass their own object and
 * nothing else is read). Throws a ConfigError naming every invalid variable.
 */
export function loadConfig(env: Env = process.env): Readonly<AppConfig> {
  const v = parseEnv(configSchema, env);
  return deepFreeze<AppConfig>({
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(projectRoot, v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    redisUrl: v.REDIS_URL,
    logLevel: v.LOG_LEVEL,
    production: v.NODE_ENV === 'production',
    webDistDir: resolve(projectRoot, v.WEB_DIST_DIR),
    apiRateLimitPerMinute: v.API_RATE_LIMIT_PER_MINUTE,
    metricsToken: v.METRICS_TOKEN,
    corsCredentialOrigins: v.CORS_CREDENTIAL_ORIGINS,
    accounts: {
      publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
      jwtSecret: v.JWT_SECRET,
      smtpUrl: v.SMTP_URL,
      mailFrom: v.MAIL_FROM,
      contactTo: v.CONTACT_TO,
      adminEmails: v.ADMIN_EMAILS,
      trustProxy: v.TRUST_PROXY,
      github: {
        clientId: v.GITHUB_CLIENT_ID,
        clientSecret: v.GITHUB_CLIENT_SECRET,
        authorizeUrl: v.GITHUB_AUTHORIZE_URL,
        tokenUrl: v.GITHUB_TOKEN_URL,
        apiUrl: v.GITHUB_API_URL,
      },
      argon2: { memoryCost: v.ARGON2_MEMORY_COST, timeCost: v.ARGON2_TIME_COST },
    },
    judge: judgeSettingsFrom(v),
    siteConfigPath: resolve(projectRoot, v.SITE_CONFIG),
    interviews: interviewLimitsFrom(v),
    limits: limitsFrom(v),
  });
}

const runtimeSchema = z.object({ NODE_ENV: serverVariables.NODE_ENV });

/**
 * NODE_ENV alone, for what is built once at import time (the GraphQL schema builder) before any
 * configuration can be passed to it. Everything else takes its part of loadConfig's result.
 */
export function isProduction(env: Env = process.env): boolean {
  return parseEnv(runtimeSchema, env).NODE_ENV === 'production';
}
