// `npm run judge:worker`: a judge worker process for JUDGE_MODE=queue. It takes runs off the
// Redis queue (REDIS_URL) and executes them in its own pool of sandboxed worker processes,
// JUDGE_POOL_SIZE at a time; stops cleanly on SIGINT/SIGTERM. Start as many as the load needs.
// Its own process, so it reads its own environment here, through the server's configuration.
import { type AppConfig, loadConfig } from '../server/src/config';
import { JUDGE_QUEUE, startJudgeWorker } from '@platform/judge';
import { createLogger } from '../server/src/logger';

let settings: AppConfig;
try {
  settings = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger(settings.logLevel, undefined, { production: settings.production });
const redisUrl = settings.redisUrl;
if (!redisUrl) {
  logger.error('REDIS_URL is required: the judge worker consumes the judge queue in Redis.');
  process.exit(1);
}
const config = settings.judge.limits;
const queueName = JUDGE_QUEUE;
const worker = startJudgeWorker(redisUrl, config, { queueName });
logger.info({ queue: queueName, concurrency: config.poolSize }, 'judge worker consuming the queue');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, finishing the runs in flight`);
  const force = setTimeout(() => process.exit(1), config.runTimeoutMs + 5_000);
  force.unref();
  await worker.close();
  logger.info({ processed: worker.processed() }, 'judge worker stopped');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
