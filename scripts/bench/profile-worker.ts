// Profiles one judge worker process: runs the judge benchmark's 10-test suite N times in a
// worker started without the permission model (so --cpu-prof can write) and reports the
// worker's CPU profile and the mean time per run.
//   npx tsx scripts/bench/profile-worker.ts [runs] [out-dir]
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS, judgeBundles, transpile } from '@platform/judge/bench';
import { CODE, TEST_CODE } from './judge-suite';

const runs = Number(process.argv[2]) || 200;
const outDir = process.argv[3] ?? mkdtempSync(join(tmpdir(), 'judge-prof-'));
const bundles = await judgeBundles();
const harness = bundles.harness;
// PROFILE_PATCH="from=>to" edits the worker for an experiment
const [from, to] = (process.env.PROFILE_PATCH ?? '').split('=>');
const worker = from && to !== undefined ? bundles.worker.replace(from, to) : bundles.worker;
const dir = mkdtempSync(join(tmpdir(), 'judge-prof-worker-'));
writeFileSync(join(dir, 'worker.cjs'), worker);
const [code, tests] = await Promise.all([
  transpile(CODE, 'Javascript', 'solution.js'),
  transpile(TEST_CODE, 'Javascript', 'solution.test.js'),
]);
if (!code.ok || !tests.ok) throw new Error('the suite does not transpile');
const child = fork(join(dir, 'worker.cjs'), [], {
  execArgv: [
    ...(process.env.PROFILE_OFF ? [] : ['--cpu-prof', `--cpu-prof-dir=${outDir}`]),
    '--disallow-code-generation-from-strings',
    ...(process.env.PROFILE_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ],
  env: {},
  serialization: 'json',
});
let done = 0;
let passed = 0;
let begin = 0;
const times: number[] = [];
let t = 0;
let cpuAtStart = 0;
/** user + system CPU of the worker so far, in ms (Linux /proc; clock ticks of 10 ms) */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
await new Promise<void>((resolve) => {
  child.on('message', (m: { type: string; report?: { status: string } }) => {
    if (m.type === 'hello') child.send({ type: 'init', harness, limits: { testTimeoutMs: 5000, ...LIMITS } });
    else if (m.type === 'ready') {
      if (done === 0) {
        begin = performance.now();
        cpuAtStart = cpuMs();
      }
      if (done >= runs) return resolve();
      t = performance.now();
      child.send({ type: 'run', id: done + 1, code: code.code, testCode: tests.code });
    } else if (m.type === 'test' && m.report?.status === 'passed') passed++;
    else if (m.type === 'done') {
      times.push(performance.now() - t);
      done++;
    }
  });
});
const wall = performance.now() - begin;
const cpu = cpuMs() - cpuAtStart;
times.sort((a, b) => a - b);
console.log(
  `${runs} runs, ${passed}/${runs * 10} passed, ${(wall / runs).toFixed(1)} ms per run (ready to ready), ` +
    `run p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, worker CPU ${(cpu / runs).toFixed(1)} ms per run`,
);
child.disconnect();
await new Promise((r) => child.on('exit', r));
console.log(`profile in ${outDir}`);
