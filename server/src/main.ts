// Starts one instance: database (embedded unless DATABASE_URL), migrations, first-run seed,
// the HTTP server; stops all of it cleanly on SIGINT/SIGTERM.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, loadConfig } from './config';
import { seedContent } from './content/seed';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createPrisma } from './db/prisma';
import { createLogger } from './logger';
import { type PlatformServices, createPlatformApp, createServices } from './services';
import { printStartupBanner } from './startup-banner';

export async function startPlatform(
  config: AppConfig = loadConfig(),
  hooks: {
    /** the embedded database died: the instance can serve nothing more (runUntilSignal stops it) */
    onDatabaseLost?: (reason: string) => void;
  } = {},
) {
  const logger = createLogger(config.logLevel, undefined, { production: config.production });
  const database = await openDatabase(config, { onLost: hooks.onDatabaseLost });
  logger.info({ kind: database.kind }, 'database ready');

  let prisma: ReturnType<typeof createPrisma> | undefined;
  let platformServices: PlatformServices | undefined;
  try {
    const applied = await migrate(database.url, { log: (line: string) => logger.info(line) });
    if (applied.length) logger.info({ applied }, 'migrations applied');

    prisma = createPrisma(database.url);
    if ((await prisma.book.count()) === 0) {
      const report = await seedContent(prisma);
      logger.info(report, 'seeded the question bank (first run)');
    }

    const uploadsDir = join(config.dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    const services = (platformServices = createServices({
      prisma,
      logger,
      config: config.accounts,
      dataDir: config.dataDir,
      uploadsDir,
      redisUrl: config.redisUrl,
      siteConfigPath: config.siteConfigPath,
      interviewLimits: config.interviews,
      judgeSettings: config.judge,
      rateLimits: { apiClient: { points: config.apiRateLimitPerMinute, duration: 60 } },
      collabMaxPayloadBytes: config.limits.collabMaxPayloadBytes,
    }));
    const app = createPlatformApp(services, {
      logger,
      webDistDir: config.webDistDir,
      uploadsDir,
      publicUrl: config.accounts.publicUrl,
      corsCredentialOrigins: config.corsCredentialOrigins,
      metricsToken: config.metricsToken,
      limits: config.limits,
    });
    await new Promise<void>((resolve, reject) => {
      app.server.once('error', reject);
      app.server.listen(config.port, config.host, () => resolve());
    });
    logger.info(`platform listening on http://localhost:${config.port} (GraphQL at /graphql)`);
    printStartupBanner(config);

    const db = prisma;
    return {
      port: config.port,
      async stop() {
        await app.close();
        await services.close();
        await db.$disconnect();
        await database.close();
      },
    };
  } catch (error) {
    await platformServices?.close();
    await prisma?.$disconnect();
    await database.close();
    throw error;
  }
}

/**
 * Runs until a signal arrives, then stops the server and the database in order. The handlers
 * are installed before start-up so a Ctrl-C during migration or seeding still ends in a clean
 * stop (after start-up finishes) instead of leaving the embedded database behind.
 */
export async function runUntilSignal(loaded?: AppConfig) {
  let config: AppConfig;
  try {
    config = loaded ?? loadConfig();
  } catch (error) {
    // a ConfigError names every bad variable and what it expects
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel, undefined, { production: config.production });
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  let requested: string | undefined;
  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    requested = signal;
    if (stopping || !platform) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000); // past the HTTP drain (10 s) and the judge
    force.unref();
    try {
      await platform.stop();
      logger.info('stopped cleanly');
      process.exit(exitCode);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    platform = await startPlatform(config, {
      // without its database the instance can serve nothing: stop, and exit non-zero so a
      // supervisor (a container's restart policy, systemd) starts it again
      onDatabaseLost: (reason) => {
        logger.fatal(`${reason}: stopping the platform; start it again (npm start) to restart the database`);
        void stop('database lost', 1);
      },
    });
  } catch (error) {
    logger.error((error as Error).message);
    process.exit(1);
  }
  if (requested) await stop(requested);
}
