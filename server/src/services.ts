// The one place that assembles an instance's services (with schema.ts and routes.ts beside it):
// mail, rate limits, accounts, the contact form, problem reports, comments and their live bus, the judge, the per-request GraphQL context
// built from them, and the HTTP app over all of it. main.ts, the test harness
// (server/test/server.ts) and the benchmarks (through main.ts) start the platform through here.
import { join } from 'node:path';
import type { Logger } from 'pino';
import { type AccountsService, createAccountsService } from './accounts/accounts.service';
import { createCredentialRevocations } from './accounts/credential-revocations';
import { createPasswordHasher } from './accounts/passwords';
import { instanceKeys } from './accounts/secrets';
import type { Viewer } from './accounts/viewer';
import { INTERVIEW_LIMIT_DEFAULTS, type InterviewLimits } from './config/interviews';
import { type AccountsEnvConfig, type JudgeSettings, type ServerLimits, loadJudgeSettings } from './config';
import { commentEvents } from './comments/comments.events';
import { type CommentsService, createCommentsService } from './comments/comments.service';
import { type ContactService, createContactService } from './contact/contact.service';
import type { PrismaClient } from './generated/prisma/client';
import { type Context, baseContext } from './graphql/context';
import { type LiveBus, createLiveBus } from './graphql/pubsub';
import { createApp } from './http/app';
import { type Collaboration, createCollaboration } from './interview/collab';
import { guestGrants } from './interview/guest-grants';
import { type InterviewService, createInterviewService } from './interview/interview.service';
import { type JudgeService, createJudge, createQueuedJudge } from '@platform/judge';
import { withAppErrors } from './judge/judge-errors';
import { createJudgeClientLimits } from './judge/client-limits';
import { addressOf, createMailer } from './mail/mailer';
import { type RatingsService, createRatingsService } from './ratings/ratings.service';
import { type ReportsService, createReportsService } from './reports/reports.service';
import { sharedSolutionMeta } from './solutions/share/share-page-meta';
import { type Message, msg } from './i18n/message';
import { restRoutes } from './routes';
import { schema } from './schema';
import { useSharedSubscriptionExecution } from './graphql/shared-subscription-execution';
import { useApiTokenScopes } from './accounts/api-token-scopes';
import { clientAddress } from './security/client-address';
import { type RateLimitRules, createRateLimits } from './security/rate-limit';
import { type SiteSettingsSource, defaultSiteConfigPath, watchSiteConfig } from './site/site-config';

const API_LIMIT_MESSAGE = (wait: Message) => msg('rate.tooManyRequests', { wait });

// What the domains put into every request's context (graphql/context.ts names no domain).
declare module './graphql/context' {
  interface DomainContext {
    /** the signed-in user, or null */
    viewer: Viewer | null;
    accounts: AccountsService;
    contact: ContactService;
    /** problem reports from the workbench */
    reports: ReportsService;
    /** comments under problems, their moderation and their live events */
    comments: CommentsService;
    /** mock interview rooms: who may see and do what (the shared documents are collab.ts's) */
    interviews: InterviewService;
    /** the instance's pub/sub of live updates (GraphQL subscriptions) */
    live: LiveBus;
    /** the code judge (a pool of sandboxed worker processes, or the Redis queue), one per instance */
    judge?: JudgeService;
    /** the operator's site settings (content/site.yaml), read at run time */
    site: SiteSettingsSource;
    /** learners' ratings of the platform */
    ratings: RatingsService;
    /** a learner's newest submissions to one problem that are kept, besides the best (JUDGE_SUBMISSIONS_KEPT) */
    submissionsKept: number;
    /** the clock of day-based answers (streaks); tests give a fixed one */
    now: () => Date;
  }
}

export interface ServicesOptions {
  prisma: PrismaClient;
  logger: Logger;
  config: AccountsEnvConfig;
  /** where secrets.json lives when JWT_SECRET is unset */
  dataDir: string;
  /** <DATA_DIR>/uploads unless given: avatars go to its avatars/ folder */
  uploadsDir?: string;
  redisUrl?: string;
  /** tighter or looser budgets (tests) */
  rateLimits?: Partial<RateLimitRules>;
  /** the judge; by default the one `judgeSettings` describe */
  judge?: JudgeService;
  /**
   * where the judge runs and its limits (AppConfig.judge); default: a local pool with the default
   * limits. Its per-client limits apply to a given `judge` too (rateLimits.judgeClient overrides
   * clientRunsPerMinute).
   */
  judgeSettings?: JudgeSettings;
  /** the site settings file; content/site.yaml unless given */
  siteConfigPath?: string;
  /** interview rooms' document sizes and open rooms per interviewer (defaults unless given) */
  interviewLimits?: InterviewLimits;
  /** the largest /collab frame (COLLAB_MAX_PAYLOAD_BYTES; default in config/limits.ts) */
  collabMaxPayloadBytes?: number;
  /** the clock of day-based answers (default: the system's; tests fix it) */
  now?: () => Date;
}

export function createServices(options: ServicesOptions) {
  const { prisma, logger, config } = options;
  const mailer = createMailer({ prisma, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const judgeSettings = options.judgeSettings ?? loadJudgeSettings({});
  const limits = createRateLimits({
    redisUrl: options.redisUrl,
    // the judge's per-minute budget comes from its settings unless the caller gives the rule
    rules: { judgeClient: { points: judgeSettings.clientRunsPerMinute, duration: 60 }, ...options.rateLimits },
    logger,
  });
  // live updates: Redis pub/sub across instances when REDIS_URL is set, in memory otherwise
  const live = createLiveBus({ redisUrl: options.redisUrl, logger });
  // ended sign-ins and tokens close their sockets (graphql-ws and /collab) on every instance
  const revocations = createCredentialRevocations(live, logger);
  const accounts = createAccountsService({
    prisma,
    logger,
    config,
    keys: instanceKeys({ jwtSecret: config.jwtSecret, dataDir: options.dataDir, redisUrl: options.redisUrl, logger }),
    passwords: createPasswordHasher(config.argon2),
    mailer,
    limits,
    uploadsDir: options.uploadsDir ?? join(options.dataDir, 'uploads'),
    revoked: revocations.publish,
  });
  const contact = createContactService({ prisma, mailer, limits, to: config.contactTo ?? addressOf(config.mailFrom) });
  const reports = createReportsService({ prisma, limits });
  const site = watchSiteConfig(options.siteConfigPath ?? defaultSiteConfigPath, logger);
  const ratings = createRatingsService({ prisma });
  const comments = createCommentsService({ prisma, limits, events: commentEvents(live) });
  // the rooms tell their open pages of a change through the collaboration socket (made next)
  const rooms: { collab?: Collaboration } = {};
  const interviewLimits = options.interviewLimits ?? INTERVIEW_LIMIT_DEFAULTS;
  const interviews = createInterviewService({
    prisma,
    grants: guestGrants(accounts.deps.keys),
    roomChanged: async (code, change, starter) => rooms.collab?.announce(code, change, starter),
    maxOpenRooms: interviewLimits.maxOpenRooms,
  });
  const collab = (rooms.collab = createCollaboration({
    prisma,
    accounts,
    interviews,
    revocations,
    logger,
    redisUrl: options.redisUrl,
    sizes: interviewLimits,
    maxPayload: options.collabMaxPayloadBytes,
  }));
  let judge: JudgeService;
  try {
    // the judge's refusals (JudgeError) answered as the API's errors, whichever judge it is
    judge = withAppErrors(options.judge ?? defaultJudge(judgeSettings, options.redisUrl, logger));
  } catch (error) {
    // e.g. JUDGE_MODE=queue without REDIS_URL: release what was opened, then fail the start
    void Promise.allSettled([mailer.close(), limits.close(), revocations.close().then(() => live.close())]);
    throw error;
  }

  // runs in flight and per minute by client; each request's context gets the judge as its client sees it
  const judgeClients = createJudgeClientLimits(judge, { runsInFlight: judgeSettings.clientRunsInFlight, limits });

  return {
    prisma,
    accounts,
    contact,
    reports,
    comments,
    interviews,
    live,
    /** the register of open sockets' credentials, closed when a credential ends */
    revocations,
    site,
    ratings,
    mailer,
    limits,
    judge,
    /** the judge's per-client limits (runs in flight, runs per minute) */
    judgeClients,
    /** the shared documents of mock interviews (served on the app's /collab) */
    collab,
    /** TRUST_PROXY, for the HTTP layer's per-address limits */
    trustProxy: config.trustProxy,
    /** every documented REST path, the provider sign-in redirects bound to this instance's accounts */
    routes: restRoutes({ oauth: accounts.oauth }),
    /** one request's GraphQL context (a bad bearer token is a 401 here) */
    async createContext(request: Request): Promise<Context> {
      const viewer = await accounts.authenticate(request);
      // one budget per client for the whole API: a signed-in user, else the address
      const client = viewer ? `user:${viewer.id}` : `ip:${clientAddress(request.headers, config.trustProxy)}`;
      await limits.consume([['apiClient', client]], API_LIMIT_MESSAGE);
      return {
        ...baseContext(prisma, request),
        viewer,
        accounts,
        contact,
        reports,
        comments,
        interviews,
        live,
        judge: judgeClients.forClient(client),
        site,
        ratings,
        submissionsKept: judgeSettings.submissionsKept,
        now: options.now ?? (() => new Date()),
      };
    },
    async close() {
      await judge.close();
      await mailer.close();
      await limits.close();
      await revocations.close();
      await live.close();
    },
  };
}

export type PlatformServices = ReturnType<typeof createServices>;

// JUDGE_MODE=queue: runs go through Redis to `npm run judge:worker` processes; else a local pool.
function defaultJudge(settings: JudgeSettings, redisUrl: string | undefined, logger: Logger): JudgeService {
  const { mode, limits, queueWaitMs } = settings;
  if (mode === 'queue' && !redisUrl) throw new Error('JUDGE_MODE=queue needs REDIS_URL');
  const judge = mode === 'queue' ? createQueuedJudge(redisUrl!, limits, { waitMs: queueWaitMs }) : createJudge(limits);
  logger.info({ mode }, 'judge ready');
  return judge;
}

/** The HTTP app of an instance over its services (not yet listening). */
export function createPlatformApp(
  services: PlatformServices,
  options: {
    logger: Logger;
    webDistDir: string;
    uploadsDir: string;
    publicUrl: string;
    corsCredentialOrigins?: readonly string[];
    metricsToken?: string;
    /** body, frame, subscription and socket limits (config/limits.ts) */
    limits?: Partial<ServerLimits>;
  },
) {
  return createApp({
    schema,
    createContext: services.createContext,
    routes: services.routes,
    prisma: services.prisma,
    socketCredentials: services.revocations,
    // a shared solution's page gets its own title and Open Graph tags (chat previews)
    pageMeta: (path, locale) => sharedSolutionMeta(services.prisma, path, locale),
    // the collaboration socket of mock interviews, on this server's port
    sockets: [services.collab],
    graphqlPlugins: [
      // what a personal access token may ask
      useApiTokenScopes(),
      // a live event executed once per audience: a viewer (their sign-in or token) or a visitor,
      // in their language
      useSharedSubscriptionExecution((context) => {
        const { viewer, locale } = context as Context;
        return `${locale}:${viewer ? `${viewer.id}:${viewer.sessionId ?? ''}:${viewer.apiToken?.id ?? ''}` : 'visitor'}`;
      }),
    ],
    gauges: [
      {
        name: 'judge_workers',
        help: "the judge's sandboxed workers by state (idle, busy)",
        collect: () => {
          const stats = services.judge.stats();
          return { idle: stats.idle, busy: stats.busy };
        },
      },
      {
        name: 'judge_queued_runs',
        help: 'runs waiting for a judge worker',
        collect: () => services.judge.stats().queued,
      },
    ],
    ...options,
    trustProxy: services.trustProxy,
    corsCredentialOrigins: options.corsCredentialOrigins ?? [],
  });
}
