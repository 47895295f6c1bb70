// Judging apart from the web tier (JUDGE_MODE=queue): the web process validates a run and puts
// it on a BullMQ queue in Redis; separate judge worker processes (`npm run judge:worker`) take
// runs off the queue and execute them with their own local pool (createJudge). Both sides
// share the JudgeService interface, so GraphQL and REST do not know which mode is in force.
//
// User code lives in Redis only while a run waits or executes: jobs are removed as soon as
// they finish (removeOnComplete/removeOnFail), a run the client gave up on is removed if no
// worker has taken it, and the result travels in the queue's event stream, which is trimmed
// to a small length.
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JudgeError, type JudgeErrorCode, busy } from './errors';
import { type JudgeMessage, judgeMessage } from './message';
import { judgeHealthFromQueue } from './judge.health';
import { DEFAULT_QUEUE_WAIT_MS, JUDGE_DEFAULTS, type JudgeConfig } from './config';
import {
  BUSY_MESSAGE,
  type JudgeInput,
  type JudgeService,
  type RunResult,
  type TypeCheckInput,
  checkTypesWith,
  createJudge,
  parseJudgeInput,
} from './judge';
import type { PoolStats } from './pool';
import { createTypeChecker } from './types/type-checker-pool';
import { type UiJudgeInput, checkUiInput } from './ui/ui-run';

/** The default queue name; tests use their own. */
export const JUDGE_QUEUE = 'judge-runs';
/** Events kept in the queue's event stream (they carry results, never code). */
const EVENTS_MAX_LEN = 500;
/** How often the client refreshes the queue counts that stats() reports. */
const STATS_REFRESH_MS = 2_000;

/** What travels to the judge worker, and nothing more. */
type RunJob = { code: string; testCode: string; language: string; clock?: 'real' | 'virtual' } | UiJudgeInput;

/**
 * What comes back: a result, or an error the asking instance turns back into a JudgeError; a
 * refusal carries its message id (judgeMessage) so that instance answers it in the client's language.
 */
type RunReply =
  | { ok: true; result: RunResult }
  | { ok: false; code: JudgeErrorCode | null; message: string; judgeMessage?: JudgeMessage };

export interface QueueOptions {
  /** the BullMQ queue name (default JUDGE_QUEUE) */
  queueName?: string;
  /** how long a run may wait for a worker, on top of the run timeout (default JUDGE_QUEUE_WAIT_MS) */
  waitMs?: number;
}

export interface QueuedJudgeStats extends PoolStats {
  mode: 'queue';
  /** runs waiting for a judge worker */
  waiting: number;
  /** runs being executed by judge workers */
  active: number;
  /** runs this client got an answer for */
  answered: number;
}

export interface QueuedJudge extends JudgeService {
  stats(): QueuedJudgeStats;
  /** reads the queue counts now (stats() returns the last reading, refreshed every 2 s) */
  refresh(): Promise<QueuedJudgeStats>;
  health(): Promise<{ status: 'operational' | 'degraded' | 'outage'; detail?: string | null }>;
}

const connect = (redisUrl: string) => new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });

/** The web tier's judge in queue mode: validates, enqueues, waits for the worker's answer. */
export function createQueuedJudge(
  redisUrl: string,
  config: JudgeConfig = JUDGE_DEFAULTS,
  options: QueueOptions = {},
): QueuedJudge {
  const name = options.queueName ?? JUDGE_QUEUE;
  const waitMs = options.waitMs ?? DEFAULT_QUEUE_WAIT_MS;
  const queueConnection = connect(redisUrl);
  const eventsConnection = connect(redisUrl);
  const queue = new Queue<RunJob, RunReply>(name, {
    connection: queueConnection,
    streams: { events: { maxLen: EVENTS_MAX_LEN } },
  });
  const events = new QueueEvents(name, { connection: eventsConnection });
  // Errors surface through run() and health(); the emitters must not crash the process.
  queue.on('error', () => {});
  events.on('error', () => {});
  const types = createTypeChecker({ timeoutMs: config.runTimeoutMs, maxQueue: config.queueDepth });
  let closed = false;
  let answered = 0;
  let last: QueuedJudgeStats = {
    mode: 'queue',
    workers: 0,
    idle: 0,
    busy: 0,
    queued: 0,
    started: 0,
    killed: 0,
    namespaced: false,
    waiting: 0,
    active: 0,
    answered: 0,
  };

  async function refresh(): Promise<QueuedJudgeStats> {
    const [counts, workers] = await Promise.all([
      queue.getJobCounts('waiting', 'prioritized', 'active'),
      queue.getWorkersCount(),
    ]);
    const waiting = (counts.waiting ?? 0) + (counts.prioritized ?? 0);
    const active = counts.active ?? 0;
    last = { ...last, workers, busy: active, queued: waiting, waiting, active, answered };
    return last;
  }
  const timer = setInterval(() => void refresh().catch(() => {}), STATS_REFRESH_MS);
  timer.unref();

  /** puts a run on the queue and waits for a worker's answer */
  async function enqueue(name: 'run' | 'runUi', data: RunJob): Promise<RunResult> {
    if (closed) throw new Error('The judge is shutting down.');
    await events.waitUntilReady();
    const waiting = await queue.getWaitingCount();
    if (waiting >= config.queueDepth) throw busy(BUSY_MESSAGE);
    {
      const ttl = config.runTimeoutMs + waitMs;
      // Listen for the job's end before adding it, then wait for the event alone. BullMQ's
      // job.waitUntilFinished also asks Redis whether the job has finished, and a job removed on
      // completion (as ours are, so no code stays in Redis) reads there as "Missing key": under
      // load a run that had succeeded was answered as a failure (seen by bench:load).
      const jobId = randomUUID();
      const finished = finishOf(events, jobId, ttl);
      const job = await queue.add(name, data, { jobId, attempts: 1, removeOnComplete: true, removeOnFail: true });
      let reply: RunReply;
      try {
        reply = (await finished) as RunReply;
      } catch (error) {
        // Not taken by a worker in time: take the code back out of Redis (a job a worker
        // already holds is locked and simply finishes; it is removed then).
        await job.remove().catch(() => {});
        if (/timed out/i.test((error as Error).message)) {
          throw busy(judgeMessage('judge.noAnswer', { seconds: Math.round(ttl / 1000) }));
        }
        throw new Error(`The judge worker failed: ${(error as Error).message}`, { cause: error });
      }
      answered++;
      last = { ...last, answered };
      if (!reply || typeof reply !== 'object') throw new Error('The judge worker sent an unreadable answer.');
      if (reply.ok) return reply.result;
      if (reply.code) {
        throw new JudgeError(reply.code, reply.judgeMessage ?? judgeMessage('library.text', { text: reply.message }));
      }
      throw new Error(reply.message);
    }
  }

  return {
    run(input: JudgeInput) {
      // The same checks (and 400s) as the local judge, before anything reaches Redis.
      const data = parseJudgeInput(input);
      return enqueue('run', {
        code: data.code,
        testCode: data.testCode,
        language: data.language,
        ...(data.clock ? { clock: data.clock } : {}),
      });
    },
    // types are checked in this process's own threads: a check runs no learner code
    checkTypes: (input: TypeCheckInput) => checkTypesWith(types, input),
    async runUi(input: UiJudgeInput) {
      // checked here (400s at once); the worker bundles the files
      checkUiInput(input);
      return enqueue('runUi', { framework: input.framework, files: input.files, testCode: input.testCode });
    },
    stats: () => last,
    refresh,
    async health() {
      const s = await refresh();
      return judgeHealthFromQueue({ workers: s.workers, waiting: s.waiting });
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([events.close(), queue.close(), types.close()]);
      queueConnection.disconnect();
      eventsConnection.disconnect();
    },
  };
}

/** the return value of job `jobId` from the queue's event stream, or its failure; rejects after `ttl` ms */
function finishOf(queueEvents: QueueEvents, jobId: string, ttl: number): Promise<unknown> {
  // per-job event names (`completed:<id>`) are emitted but not in QueueEvents' typed listener map
  const events = queueEvents as unknown as EventEmitter;
  return new Promise((resolve, reject) => {
    const completed = `completed:${jobId}`;
    const failed = `failed:${jobId}`;
    const stop = () => {
      clearTimeout(timer);
      events.off(completed, onCompleted);
      events.off(failed, onFailed);
    };
    const onCompleted = (args: { returnvalue: unknown }) => {
      stop();
      resolve(args.returnvalue);
    };
    const onFailed = (args: { failedReason?: string }) => {
      stop();
      reject(new Error(args.failedReason || 'the job failed'));
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out: no finish notification after ${ttl} ms (job ${jobId})`));
    }, ttl);
    events.on(completed, onCompleted);
    events.on(failed, onFailed);
  });
}

export interface JudgeWorkerHandle {
  /** the local judge the worker runs jobs with */
  judge: JudgeService;
  /** jobs this worker finished */
  processed(): number;
  close(): Promise<void>;
}

/**
 * A judge worker: consumes the queue with a local pool, `poolSize` runs at a time (so the pool
 * never queues and never refuses). Used by `npm run judge:worker` and the tests.
 */
export function startJudgeWorker(
  redisUrl: string,
  config: JudgeConfig = JUDGE_DEFAULTS,
  options: Pick<QueueOptions, 'queueName'> & { judge?: JudgeService } = {},
): JudgeWorkerHandle {
  const judge = options.judge ?? createJudge(config);
  const connection = connect(redisUrl);
  let processed = 0;
  const worker = new Worker<RunJob, RunReply>(
    options.queueName ?? JUDGE_QUEUE,
    async (job: Job<RunJob, RunReply>) => {
      try {
        const data = job.data;
        if (job.name === 'runUi' && 'framework' in data) return { ok: true, result: await judge.runUi(data) };
        if ('code' in data) return { ok: true, result: await judge.run(data) };
        return { ok: false, code: null, message: 'The judge worker got a run it cannot read.' };
      } catch (error) {
        if (error instanceof JudgeError) {
          return { ok: false, code: error.code, message: error.message, judgeMessage: error.judgeMessage };
        }
        return { ok: false, code: null, message: (error as Error).message };
      } finally {
        processed++;
      }
    },
    {
      connection,
      concurrency: config.poolSize,
      // a run never lasts longer than its timeout; keep the lock comfortably above it
      lockDuration: Math.max(30_000, config.runTimeoutMs * 2),
      removeOnComplete: { count: 0 },
      removeOnFail: { count: 0 },
    },
  );
  worker.on('error', () => {});
  return {
    judge,
    processed: () => processed,
    async close() {
      await worker.close();
      await judge.close();
      connection.disconnect();
    },
  };
}
