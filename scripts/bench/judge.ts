// Benchmark of the judge: runs per second and p50/p95 latency of a 10-test suite with 1, 4
// and 16 concurrent callers, through the warm pool, then over REST (POST /api/judge/run on the
// platform in its own process, four signed-in callers, judge-rest.ts) and, as the baseline measured in the same
// run, the naive approach: a fresh Node process per run (the same worker, sandbox and
// isolation, started, used once and killed). Prints a table and writes
// bench-results/judge.json. Bounded: each pool level runs for a few seconds, each baseline
// level a fixed small number of runs.
//
// Fairness: one client runs one at a time with the pool otherwise idle, then again while a second
// client floods the judge (keeping its runs-in-flight limit, JUDGE_CLIENT_RUNS_IN_FLIGHT, full),
// both through the per-client limits the API applies (client-limits.ts) with the per-minute
// limit off; the steady client's p50/p95 beside the flood against its idle p50/p95 of the same
// run (target: p95 within 2x).
//
//   npm run bench:judge            (JUDGE_POOL_SIZE etc. apply to the pool)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadJudgeSettings } from '../../server/src/config';
import { loadBenchConfig } from '../../server/src/config/bench';
import { createJudgeClientLimits } from '../../server/src/judge/client-limits';
import { type JudgeService, createJudge } from '@platform/judge';
import { LIMITS, judgeBundles, killWorker, launchWorker, transpile } from '@platform/judge/bench';
import { AppError } from '../../server/src/graphql/errors';
import { createRateLimits } from '../../server/src/security/rate-limit';
import { CODE, TEST_CODE } from './judge-suite';
import { startRestJudge } from './judge-rest';

const LEVELS = [1, 4, 16];
/** the REST case: four signed-in learners at once */
const REST_CALLERS = 4;
const POOL_SECONDS = loadBenchConfig().BENCH_SECONDS ?? 5;
const BASELINE_RUNS: Record<number, number> = { 1: 6, 4: 8, 16: 16 };

interface Measure {
  mode: string;
  callers: number;
  runs: number;
  seconds: number;
  runsPerSecond: number;
  p50: number;
  p95: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN; // NaN when empty

async function measure(
  mode: string,
  callers: number,
  once: (caller: number) => Promise<boolean>,
  stop: { seconds?: number; runs?: number },
): Promise<Measure> {
  const latencies: number[] = [];
  let failures = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = stop.seconds ? begin + stop.seconds * 1000 : Infinity;
  const more = () => performance.now() < deadline && (stop.runs === undefined || started < stop.runs);
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      while (more()) {
        started++;
        const t = performance.now();
        const ok = await once(caller);
        latencies.push(performance.now() - t);
        if (!ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    mode,
    callers,
    runs: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    runsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    failures,
  };
}

/** The naive approach: a fresh process per run (same worker bundle, sandbox and flags). */
async function freshProcessRun(
  dir: string,
  harness: string,
  testTimeoutMs: number,
  memoryMb: number,
): Promise<boolean> {
  const [code, tests] = await Promise.all([
    transpile(CODE, 'Javascript', 'solution.js'),
    transpile(TEST_CODE, 'Javascript', 'solution.test.js'),
  ]);
  if (!code.ok || !tests.ok) return false;
  const { child } = launchWorker({
    entry: join(dir, 'worker.cjs'),
    cwd: dir,
    memoryMb,
    cpuSeconds: 60,
    isolation: 'auto',
  });
  try {
    return await new Promise<boolean>((resolve) => {
      let passed = 0;
      child.on('message', (m: { type: string; report?: { status: string } }) => {
        if (m.type === 'hello') child.send({ type: 'init', harness, limits: { testTimeoutMs, ...LIMITS } });
        else if (m.type === 'ready') child.send({ type: 'run', id: 1, code: code.code, testCode: tests.code });
        else if (m.type === 'test' && m.report?.status === 'passed') passed++;
        else if (m.type === 'done') resolve(passed === 10);
      });
      child.on('exit', () => resolve(false));
    });
  } finally {
    killWorker(child);
  }
}

interface Fairness {
  runsInFlight: number;
  idle: Measure;
  beside: Measure;
  /** the flooding client's finished runs and its refusals (429) while the steady client measured */
  floodRuns: number;
  floodRefused: number;
  p50Ratio: number;
  p95Ratio: number;
}

/** a steady client alone, then beside a client that keeps its runs-in-flight limit full */
async function fairness(judge: JudgeService, runsInFlight: number): Promise<Fairness> {
  // JUDGE_CLIENT_RUNS_PER_MINUTE=0: the per-minute limit is off, the in-flight limit is not
  const limits = createRateLimits({ rules: { judgeClient: { points: 0, duration: 60 } } });
  const clients = createJudgeClientLimits(judge, { runsInFlight, limits });
  const input = { code: CODE, testCode: TEST_CODE, language: 'Javascript' };
  const steady = async () => {
    const r = await clients.forClient('ip:steady').run(input);
    return r.passed === 10 && !r.hasError;
  };
  try {
    const idle = await measure('one client, pool otherwise idle', 1, steady, { seconds: POOL_SECONDS });
    let flooding = true;
    let floodRuns = 0;
    let floodRefused = 0;
    const floodLoops = runsInFlight > 0 ? runsInFlight : 4;
    const flood = Promise.all(
      Array.from({ length: floodLoops }, async () => {
        while (flooding) {
          try {
            await clients.forClient('ip:flood').run(input);
            floodRuns++;
          } catch (error) {
            if (!(error instanceof AppError) || error.extensions.code !== 'RATE_LIMITED') throw error;
            floodRefused++;
          }
        }
      }),
    );
    while (clients.inFlight('ip:flood') < floodLoops) await new Promise((r) => setTimeout(r, 5));
    floodRuns = 0;
    const beside = await measure(`one client beside a flooding one (${floodLoops} in flight)`, 1, steady, {
      seconds: POOL_SECONDS,
    });
    const counted = { floodRuns, floodRefused };
    flooding = false;
    await flood;
    return {
      runsInFlight,
      idle,
      beside,
      ...counted,
      p50Ratio: Math.round((beside.p50 / idle.p50) * 100) / 100,
      p95Ratio: Math.round((beside.p95 / idle.p95) * 100) / 100,
    };
  } finally {
    await limits.close();
  }
}

async function main() {
  const settings = loadJudgeSettings();
  const config = { ...settings.limits, prewarm: true, queueDepth: 1000 };
  console.log(
    `judge benchmark: ${cpus().length} cores, pool of ${config.poolSize} workers, ` +
      `10-test suite, ${POOL_SECONDS}s per pool level`,
  );
  const judge = createJudge(config);
  const results: Measure[] = [];
  let fair: Fairness | undefined;
  try {
    const poolOnce = async () => {
      const r = await judge.run({ code: CODE, testCode: TEST_CODE, language: 'Javascript' });
      return r.passed === 10 && !r.hasError;
    };
    while (judge.stats().idle < config.poolSize) await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 20; i++) await poolOnce(); // warm the JIT of workers and server
    for (const callers of LEVELS) {
      results.push(
        await measure(`pool (${config.poolSize} warm workers)`, callers, poolOnce, { seconds: POOL_SECONDS }),
      );
    }
    fair = await fairness(judge, settings.clientRunsInFlight);
    results.push(fair.idle, fair.beside);
  } finally {
    await judge.close();
  }

  const rest = await startRestJudge({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    callers: REST_CALLERS,
    poolSize: config.poolSize,
  });
  try {
    for (let i = 0; i < 20; i++) await rest.run(i % REST_CALLERS); // warm the server and its workers
    results.push(
      await measure(`REST /api/judge/run, signed in (${config.poolSize} workers)`, REST_CALLERS, rest.run, {
        seconds: POOL_SECONDS,
      }),
    );
  } finally {
    await rest.stop();
  }

  const { worker, harness } = await judgeBundles();
  const dir = mkdtempSync(join(tmpdir(), 'judge-bench-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'worker.cjs'), worker, { mode: 0o644 });
  try {
    for (const callers of LEVELS) {
      results.push(
        await measure(
          'fresh process per run',
          callers,
          () => freshProcessRun(dir, harness, config.testTimeoutMs, config.memoryMb),
          { runs: BASELINE_RUNS[callers], seconds: 40 },
        ),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const header = ['mode', 'callers', 'runs', 'runs/s', 'p50 ms', 'p95 ms', 'failed'];
  const rows = results.map((r) => [r.mode, r.callers, r.runs, r.runsPerSecond, r.p50, r.p95, r.failures].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  if (fair) {
    console.log(
      `\nfairness (${fair.runsInFlight} runs in flight per client, per-minute limit off): the steady client's ` +
        `p50 ${fair.beside.p50} ms vs ${fair.idle.p50} ms idle (${fair.p50Ratio}x), ` +
        `p95 ${fair.beside.p95} ms vs ${fair.idle.p95} ms idle (${fair.p95Ratio}x; target within 2x); ` +
        `the flooding client finished ${fair.floodRuns} runs meanwhile, ${fair.floodRefused} refused (429)`,
    );
  }

  const outDir = fileURLToPath(new URL('../../bench-results/', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'judge.json'),
    JSON.stringify(
      { date: new Date().toISOString(), cores: cpus().length, config, suite: '10 tests', results, fairness: fair },
      null,
      2,
    ),
  );
  console.log(`\nwrote ${join(outDir, 'judge.json')}`);
  if (results.some((r) => r.failures > 0)) process.exitCode = 1;
}

await main();
