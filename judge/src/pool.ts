// A pool of warm, disposable judge worker processes with a bounded queue.
//
// Each worker runs one job at a time. The pool watches it from outside:
// - wall clock: a run longer than runTimeoutMs is stopped;
// - liveness: a worker reports a heartbeat every 500 ms; silence longer than a test's limit
//   (plus a margin) means its event loop is stuck (a loop in a promise continuation, which
//   vm's timeout cannot interrupt), and it is killed;
// - memory: its resident size is read from /proc every 100 ms while busy (typed arrays live
//   outside the V8 heap limit) and it is killed above the limit;
// - after each run a worker must prove its event loop is free (it prepares the next sandbox
//   and says `ready`) before it gets another job; one that cannot is replaced.
// A killed or crashed worker is replaced at once; workers are also retired after
// maxRunsPerWorker runs. When every worker is busy and the queue is full, run() throws
// BusyError instead of waiting; a queued run that no worker takes within queueWaitMs is taken
// out of the queue and rejected with QueueWaitError (a BusyError).
//
// Fairness: each job carries its client's key and waits in that client's own queue. A free
// worker takes the next run from the client with the fewest runs on workers, and among equals
// from the one served longest ago (round-robin), so a client's flood of runs adds about one
// run's time to another client's wait instead of the whole flood's.
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeBundles } from './bundle';
import type { JudgeConfig } from './config';
import { type LaunchPlan, killWorker, launchWorker, nodePidOf, residentBytes } from './launcher';
import {
  type ParentMessage,
  type RunOutcome,
  type TestReportMessage,
  type WorkerLimits,
  workerMessageSchema,
} from './worker/messages';
import { type JudgeMessage, judgeMessage } from './message';

export class BusyError extends Error {
  constructor(message = 'The judge is busy.') {
    super(message);
    this.name = 'BusyError';
  }
}

/** A queued run that no worker took within the pool's queueWaitMs (it is out of the queue). */
export class QueueWaitError extends BusyError {
  /** what the caller answers (503), rendered in the client's language by the server */
  readonly judgeMessage: JudgeMessage;
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.round(waitMs / 1000));
    super(`The judge is busy: no worker was free within ${seconds} s.`);
    this.name = 'QueueWaitError';
    this.judgeMessage = judgeMessage('judge.queueWait', { seconds });
  }
}

export interface PoolJob {
  /** the learner's code, already JavaScript */
  code: string;
  /** the tests, already JavaScript */
  testCode: string;
  /** a UI run's DOM setup, evaluated before the code (the same for every UI run: workers keep it ready) */
  setup?: string;
  /** whose run it is (a user or an address): runs are taken from clients in turn; unset: one shared client */
  client?: string;
  /** the learner's timers on a virtual clock: their order follows their delays, whatever the load */
  virtualTime?: boolean;
  /** called when a worker takes the run (after its wait in the queue, if any) */
  onStart?: () => void;
}

export interface PoolRunResult {
  /** tests that finished, in order */
  tests: TestReportMessage[];
  /** what the worker said at the end, or null when it did not get there */
  outcome: RunOutcome | null;
  /** why the run was stopped from outside (timeout, memory, crash), or null */
  failure: string | null;
}

export interface PoolStats {
  workers: number;
  idle: number;
  busy: number;
  queued: number;
  started: number;
  killed: number;
  namespaced: boolean;
}

export interface JudgePool {
  run(job: PoolJob): Promise<PoolRunResult>;
  stats(): PoolStats;
  close(): Promise<void>;
}

export const LIMITS = {
  maxTests: 500,
  maxLogEntries: 100,
  maxLogChars: 10 * 1024,
  maxLogTotalChars: 256 * 1024,
  maxTimers: 10_000,
};

const STARTUP_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 5_000;
const MEMORY_POLL_MS = 100;
const HEARTBEAT_MARGIN_MS = 2_500;
const STDERR_TAIL = 8 * 1024;

type State = 'starting' | 'idle' | 'busy' | 'settling' | 'dead';

interface Pending {
  job: PoolJob;
  client: string;
  resolve: (result: PoolRunResult) => void;
  reject: (error: Error) => void;
  /** the queue wait's limit, while queued */
  waitTimer?: NodeJS.Timeout;
}

/** One client's runs: those waiting, and how many are on workers. */
interface ClientRuns {
  queue: Pending[];
  running: number;
  /** when a worker last took one of its runs (a counter, for round-robin) */
  lastServed: number;
}

interface Worker {
  child: ChildProcess;
  plan: LaunchPlan;
  state: State;
  runs: number;
  busyMs: number;
  lastSeen: number;
  stderr: string;
  nodePid?: number;
  /** the reason we killed it, if we did */
  killedFor?: string;
  run?: {
    id: number;
    pending: Pending;
    tests: TestReportMessage[];
    /** the names of the tests the run was about to run, in report order */
    plan?: string[];
    startedAt: number;
    timers: NodeJS.Timeout[];
  };
  settleTimer?: NodeJS.Timeout;
  /** the last UI setup sent to it: the next run with the same one says `sameSetup` instead */
  setup?: string;
}

export function createJudgePool(config: JudgeConfig): JudgePool {
  const workers = new Set<Worker>();
  const clients = new Map<string, ClientRuns>();
  let queued = 0;
  let served = 0;
  let closed = false;
  let nextRunId = 1;
  let started = 0;
  let killed = 0;
  let startFailures = 0;
  let namespaced = false;
  const dir = mkdtempSync(join(tmpdir(), 'platform-judge-'));
  // Readable (not writable) by the unprivileged worker user.
  chmodSync(dir, 0o755);
  const entry = join(dir, 'worker.cjs');

  const limits: WorkerLimits = { testTimeoutMs: config.testTimeoutMs, ...LIMITS };
  const rssLimitBytes = (config.memoryMb * 2 + 128) * 1024 * 1024;
  // The CPU ceiling of a worker's life; it is retired long before a healthy one gets near.
  const cpuSeconds = Math.max(300, Math.ceil((config.runTimeoutMs / 1000) * 20));
  const retireAfterBusyMs = (cpuSeconds * 1000) / 2;

  // The scripts are built (once per process) and written when the pool first needs them.
  let built = false;
  let building: Promise<string> | undefined;
  const ready = () => {
    if (!building) {
      building = judgeBundles().then((bundles) => {
        writeFileSync(entry, bundles.worker, { mode: 0o644 });
        built = true;
        return bundles.harness;
      });
      building.then(
        () => spawnWorkers(),
        (error: Error) => {
          building = undefined;
          for (const pending of drainQueue()) {
            pending.reject(new Error(`The judge could not be built: ${error.message}`));
          }
        },
      );
    }
    return building;
  };

  const alive = () => [...workers].filter((w) => w.state !== 'dead');

  function clientRuns(key: string): ClientRuns {
    let found = clients.get(key);
    if (!found) clients.set(key, (found = { queue: [], running: 0, lastServed: 0 }));
    return found;
  }

  function forget(key: string) {
    const found = clients.get(key);
    if (found && found.queue.length === 0 && found.running === 0) clients.delete(key);
  }

  function enqueue(pending: Pending) {
    clientRuns(pending.client).queue.push(pending);
    queued++;
    if (Number.isFinite(config.queueWaitMs)) {
      pending.waitTimer = setTimeout(() => {
        const own = clients.get(pending.client);
        const index = own?.queue.indexOf(pending) ?? -1;
        if (!own || index < 0) return;
        own.queue.splice(index, 1);
        queued--;
        forget(pending.client);
        pending.reject(new QueueWaitError(config.queueWaitMs));
      }, config.queueWaitMs);
    }
  }

  /** the next run: from the client with the fewest runs on workers, then the one served longest ago */
  function takeNext(): Pending | undefined {
    let best: ClientRuns | undefined;
    for (const candidate of clients.values()) {
      if (candidate.queue.length === 0) continue;
      if (
        !best ||
        candidate.running < best.running ||
        (candidate.running === best.running && candidate.lastServed < best.lastServed)
      ) {
        best = candidate;
      }
    }
    const next = best?.queue.shift();
    if (next) {
      queued--;
      clearTimeout(next.waitTimer);
    }
    return next;
  }

  function drainQueue(): Pending[] {
    const all: Pending[] = [];
    for (const [key, own] of clients) {
      for (const pending of own.queue.splice(0)) {
        clearTimeout(pending.waitTimer);
        all.push(pending);
      }
      forget(key);
    }
    queued = 0;
    return all;
  }

  function spawnWorkers() {
    if (closed || !built) return;
    while (alive().length < config.poolSize) spawn();
  }

  function spawn() {
    const { child, plan } = launchWorker({
      entry,
      cwd: dir,
      memoryMb: config.memoryMb,
      cpuSeconds,
      isolation: config.isolation,
    });
    namespaced = plan.namespaced;
    started++;
    const worker: Worker = { child, plan, state: 'starting', runs: 0, busyMs: 0, lastSeen: Date.now(), stderr: '' };
    workers.add(worker);
    const startup = setTimeout(() => stop(worker, 'The judge worker did not start in time.'), STARTUP_TIMEOUT_MS);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      worker.stderr = (worker.stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('message', (raw) => {
      const parsed = workerMessageSchema.safeParse(raw);
      if (!parsed.success) return stop(worker, 'The judge worker sent an invalid message.');
      const message = parsed.data;
      worker.lastSeen = Date.now();
      switch (message.type) {
        case 'hello':
          worker.nodePid = nodePidOf(child, plan);
          void ready().then(
            (harness) => send(worker, { type: 'init', harness, limits }),
            () => stop(worker, 'The judge could not be built.'),
          );
          return;
        case 'ready':
          clearTimeout(startup);
          clearTimeout(worker.settleTimer);
          if (worker.state === 'starting') startFailures = 0;
          if (worker.state === 'starting' || worker.state === 'settling') becomeIdle(worker);
          return;
        case 'heartbeat':
          return;
        case 'plan':
          if (worker.run?.id === message.id && !worker.run.plan)
            worker.run.plan = message.names.slice(0, LIMITS.maxTests);
          return;
        case 'test':
          if (worker.run?.id === message.id && worker.run.tests.length < LIMITS.maxTests) {
            worker.run.tests.push(message.report);
          }
          return;
        case 'done':
          if (worker.run?.id === message.id) finishRun(worker, { outcome: message.outcome, failure: null });
          return;
      }
    });
    child.on('error', () => stop(worker, 'The judge worker could not be started.'));
    child.on('exit', (code, signal) => {
      clearTimeout(startup);
      const wasStarting = worker.state === 'starting';
      const reason = worker.killedFor ?? describeExit(worker, code, signal);
      markDead(worker);
      if (worker.run) finishRun(worker, { outcome: null, failure: reason });
      if (wasStarting) {
        startFailures++;
        if (startFailures >= 3) {
          const error = new Error(`The judge workers cannot start: ${reason} ${worker.stderr.trim().slice(-500)}`);
          for (const pending of drainQueue()) pending.reject(error);
          return;
        }
      }
      spawnWorkers();
    });
  }

  function describeExit(worker: Worker, code: number | null, signal: NodeJS.Signals | null): string {
    if (/heap out of memory|Reached heap limit|Allocation failed/i.test(worker.stderr)) {
      return `Memory limit exceeded: the run used more than ${config.memoryMb} MB.`;
    }
    if (signal === 'SIGXCPU') return 'The judge worker used up its CPU time.';
    return `The judge process stopped unexpectedly (${signal ?? `exit code ${code}`}).`;
  }

  function send(worker: Worker, message: ParentMessage) {
    try {
      worker.child.send(message);
    } catch {
      stop(worker, 'The judge worker cannot be reached.');
    }
  }

  function markDead(worker: Worker) {
    worker.state = 'dead';
    clearTimeout(worker.settleTimer);
    workers.delete(worker);
  }

  /** Kills a worker; its run (if any) ends with `reason`. */
  function stop(worker: Worker, reason: string) {
    if (worker.state === 'dead' || worker.killedFor) return;
    worker.killedFor = reason;
    killed++;
    killWorker(worker.child);
  }

  function becomeIdle(worker: Worker) {
    if (worker.runs >= config.maxRunsPerWorker || worker.busyMs >= retireAfterBusyMs) {
      stop(worker, 'retired');
      return;
    }
    worker.state = 'idle';
    const next = takeNext();
    if (next) dispatch(worker, next);
  }

  function dispatch(worker: Worker, pending: Pending) {
    const id = nextRunId++;
    worker.state = 'busy';
    worker.runs++;
    const startedAt = Date.now();
    worker.lastSeen = startedAt;
    const run: NonNullable<Worker['run']> = { id, pending, tests: [], startedAt, timers: [] };
    worker.run = run;
    const own = clientRuns(pending.client);
    own.running++;
    own.lastServed = ++served;
    run.timers.push(
      setTimeout(
        () => stop(worker, `Execution stopped: the run took longer than ${config.runTimeoutMs} ms.`),
        config.runTimeoutMs,
      ),
      setInterval(() => {
        const silentFor = Date.now() - worker.lastSeen;
        if (silentFor > config.testTimeoutMs + HEARTBEAT_MARGIN_MS) {
          stop(
            worker,
            `Test timeout: the code kept running for more than ${config.testTimeoutMs} ms without yielding ` +
              '(an infinite loop in a promise callback?), so the run was stopped.',
          );
        }
        const pid = worker.nodePid;
        const rss = pid === undefined ? undefined : residentBytes(pid);
        if (rss !== undefined && rss > rssLimitBytes) {
          stop(
            worker,
            `Memory limit exceeded: the run used more than ${Math.round(rssLimitBytes / 1048576)} MB of memory.`,
          );
        }
      }, MEMORY_POLL_MS),
    );
    const { code, testCode, setup, virtualTime } = pending.job;
    const sameSetup = setup !== undefined && worker.setup === setup;
    if (setup !== undefined) worker.setup = setup;
    send(worker, {
      type: 'run',
      id,
      code,
      testCode,
      ...(setup === undefined ? {} : sameSetup ? { sameSetup: true } : { setup }),
      ...(virtualTime ? { virtualTime } : {}),
    });
    try {
      pending.job.onStart?.();
    } catch {
      // an observer's error is not the run's
    }
  }

  function finishRun(worker: Worker, end: { outcome: RunOutcome | null; failure: string | null }) {
    const run = worker.run;
    if (!run) return;
    worker.run = undefined;
    for (const timer of run.timers) clearTimeout(timer);
    worker.busyMs += Date.now() - run.startedAt;
    const own = clients.get(run.pending.client);
    if (own) {
      own.running--;
      forget(run.pending.client);
    }
    const tests = end.failure ? [...run.tests, ...notRun(run.plan ?? [], run.tests.length, end.failure)] : run.tests;
    run.pending.resolve({ tests, outcome: end.outcome, failure: end.failure });
    if (worker.state === 'dead') return;
    // Wait for `ready`: proof that the worker's event loop is free again.
    worker.state = 'settling';
    worker.settleTimer = setTimeout(
      () => stop(worker, 'The judge worker did not settle after a run.'),
      SETTLE_TIMEOUT_MS,
    );
  }

  if (config.prewarm) void ready();

  return {
    run(job) {
      if (closed) return Promise.reject(new Error('The judge is shutting down.'));
      if (built) spawnWorkers();
      else void ready();
      return new Promise<PoolRunResult>((resolve, reject) => {
        const pending: Pending = { job, client: job.client ?? '', resolve, reject };
        const idle = [...workers].find((w) => w.state === 'idle');
        if (idle) return dispatch(idle, pending);
        if (queued >= config.queueDepth) return reject(new BusyError());
        enqueue(pending);
      });
    },
    stats() {
      const all = alive();
      return {
        workers: all.length,
        idle: all.filter((w) => w.state === 'idle').length,
        busy: all.filter((w) => w.state === 'busy').length,
        queued,
        started,
        killed,
        namespaced,
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const pending of drainQueue()) pending.reject(new Error('The judge is shutting down.'));
      const exits = [...workers].map(
        (w) => new Promise<void>((resolve) => (w.state === 'dead' ? resolve() : w.child.once('exit', () => resolve()))),
      );
      for (const w of workers) stop(w, 'The judge is shutting down.');
      await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 3000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A run stopped from outside (time, memory, a crash) still lists every test it was about to run:
 * those that never reported fail with the reason (the first was running when the run stopped),
 * so a learner sees all of them, not the first few.
 */
function notRun(plan: string[], reported: number, failure: string): TestReportMessage[] {
  return plan.slice(reported).map((name, i) => ({
    id: String(reported + i + 1),
    name,
    status: 'failed',
    duration: 0,
    error:
      i === 0
        ? `The run was stopped during this test. ${failure}`
        : `Not run: the run was stopped before this test. ${failure}`,
    logs: [],
  }));
}
