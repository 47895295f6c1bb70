// Starts the real HTTP server on a random port over a fresh database made for one test file.
import type { InterviewLimits } from '../src/config/interviews';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountsEnvConfig, type ServerLimits, loadJudgeConfig, loadJudgeSettings } from '../src/config';
import { type JudgeService, createJudge } from '@platform/judge';
import { createLogger } from '../src/logger';
import type { RateLimitRules } from '../src/security/rate-limit';
import { type PlatformServices, createPlatformApp, createServices } from '../src/services';
import { createTestDatabase } from './db';

export interface TestServer {
  baseUrl: string;
  prisma: Awaited<ReturnType<typeof createTestDatabase>>['prisma'];
  /** POSTs a GraphQL operation and returns the parsed body */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[]; status: number }>;
  /** the test database (e.g. for a script run against it) */
  databaseUrl: string;
  /** the services of this server (e.g. mailer.idle(), accounts.deps) */
  services: PlatformServices;
  /** the accounts configuration in force (publicUrl is the server's own URL unless given) */
  accountsConfig: AccountsEnvConfig;
  uploadsDir: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seeded?: boolean;
  webDistDir?: string;
  /** accounts settings over the test defaults (no SMTP, cheap argon2, TRUST_PROXY=1) */
  accounts?: Partial<AccountsEnvConfig>;
  rateLimits?: Partial<RateLimitRules>;
  /** the judge (default: the configured one, its workers started on the first run) */
  judge?: JudgeService;
  /**
   * the judge's per-client limits (JUDGE_CLIENT_RUNS_IN_FLIGHT, JUDGE_CLIENT_RUNS_PER_MINUTE);
   * default: both off, since a test file is one client asking many times
   */
  judgeClientLimits?: { runsInFlight?: number; runsPerMinute?: number };
  /** origins allowed to call in credentials mode (CORS_CREDENTIAL_ORIGINS) */
  corsCredentialOrigins?: string[];
  /** METRICS_TOKEN */
  metricsToken?: string;
  /** Redis for rate limits and live updates (default: none, everything in memory) */
  redisUrl?: string;
  /** a second instance: serve the database of this running test server (it keeps and drops it) */
  sharedWith?: TestServer;
  /** the site settings file (default: the repository's content/site.yaml) */
  siteConfigPath?: string;
  /** interview rooms' limits (default: the configuration's defaults) */
  interviewLimits?: InterviewLimits;
  /** how long the HTTP server keeps an idle keep-alive connection (default: Node's) */
  keepAliveTimeoutMs?: number;
  /** body, frame, subscription and socket limits over the defaults (config/limits.ts) */
  limits?: Partial<ServerLimits>;
  /** JUDGE_SUBMISSIONS_KEPT */
  submissionsKept?: number;
  /** the clock of day-based answers (streaks): a fake one, read at each request */
  now?: () => Date;
}

/** Test defaults: hermetic (nothing read from the environment but the argon2 cost), fast. */
function testAccountsConfig(overrides: Partial<AccountsEnvConfig> = {}): AccountsEnvConfig {
  return {
    publicUrl: '',
    jwtSecret: randomBytes(32).toString('base64url'),
    smtpUrl: undefined,
    mailFrom: 'Frontend Forge <no-reply@example.test>',
    contactTo: undefined,
    adminEmails: [],
    // Tests set X-Forwarded-For to act as distinct clients.
    trustProxy: 1,
    github: {
      clientId: undefined,
      clientSecret: '',
      authorizeUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      apiUrl: 'http://127.0.0.1:9',
    },
    argon2: {
      memoryCost: Number(process.env.ARGON2_MEMORY_COST) || 1024,
      timeCost: Number(process.env.ARGON2_TIME_COST) || 1,
    },
    ...overrides,
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.sharedWith;
  const db = shared
    ? { prisma: shared.prisma, url: shared.databaseUrl, drop: async () => {} }
    : await createTestDatabase({ seeded: options.seeded ?? true });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'uploads-'));
  const logger = createLogger('silent');
  const accountsConfig = testAccountsConfig(options.accounts);
  const services = createServices({
    prisma: db.prisma,
    logger,
    config: accountsConfig,
    dataDir: uploadsDir,
    uploadsDir,
    rateLimits: options.rateLimits,
    redisUrl: options.redisUrl,
    // local workers, started on the first run (JUDGE_MODE is not read)
    judge: options.judge ?? createJudge({ ...loadJudgeConfig(), prewarm: false }),
    judgeSettings: {
      ...loadJudgeSettings({}),
      clientRunsInFlight: options.judgeClientLimits?.runsInFlight ?? 0,
      clientRunsPerMinute: options.judgeClientLimits?.runsPerMinute ?? 0,
      ...(options.submissionsKept === undefined ? {} : { submissionsKept: options.submissionsKept }),
    },
    siteConfigPath: options.siteConfigPath,
    interviewLimits: options.interviewLimits,
    collabMaxPayloadBytes: options.limits?.collabMaxPayloadBytes,
    now: options.now,
  });
  const app = createPlatformApp(services, {
    logger,
    webDistDir: options.webDistDir ?? join(tmpdir(), 'no-web-build-here'),
    uploadsDir,
    publicUrl: accountsConfig.publicUrl || 'http://127.0.0.1',
    corsCredentialOrigins: options.corsCredentialOrigins,
    metricsToken: options.metricsToken,
    limits: options.limits,
  });
  if (options.keepAliveTimeoutMs !== undefined) app.server.keepAliveTimeout = options.keepAliveTimeoutMs;
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!accountsConfig.publicUrl) accountsConfig.publicUrl = baseUrl;
  return {
    baseUrl,
    prisma: db.prisma,
    databaseUrl: db.url,
    services,
    accountsConfig,
    uploadsDir,
    async graphql(query, variables = {}, headers = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { ...(await response.json()), status: response.status };
    },
    async close() {
      await app.close();
      await services.close();
      await db.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances over one database, sharing Redis (pub/sub, collaboration) and the signing key,
 * as behind a load balancer: a sign-in on one is good on the other.
 */
export async function startInstancePair(redisUrl: string): Promise<[TestServer, TestServer]> {
  const a = await startTestServer({ redisUrl });
  const b = await startTestServer({ redisUrl, sharedWith: a, accounts: { jwtSecret: a.accountsConfig.jwtSecret } });
  return [a, b];
}
