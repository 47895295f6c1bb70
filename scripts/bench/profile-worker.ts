// Profiles one judge worker process: runs the judge benchmark's 10-test suite N times in a
// worker started without the permission model (so --cpu-prof can write) and reports the
// worker's CPU profile and the mean time per run.
//   npx tsx scripts/bench/profile-worker.ts [runs] [out-dir]
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LIMITS,
  UI_GLOBAL,
  bundleUiApp,
  domSetupScript,
  flattenFiles,
  judgeBundles,
  transpile,
} from '@platform/judge/bench';
import { loadContent } from '../../server/src/content/load';
import { CODE, TEST_CODE } from './judge-suite';

const runs = Number(process.argv[2]) || 200;
// PROFILE_UI=React|Vue|VanillaJS: bench:ui's case instead (counter's reference and hidden tests)
const ui = process.env.PROFILE_UI;
const counter = loadContent().problems.find((p) => p.link === 'counter')!;
const BLOCK: Record<string, string> = { React: 'jsx', Vue: 'vue', VanillaJS: 'js' };

/** the run's code as ui-run.ts makes it: the DOM setup, then the app */
async function uiCode(framework: string): Promise<{ ok: boolean; code: string; setup?: string }> {
  const block = new RegExp('```' + BLOCK[framework] + '\\n([\\s\\S]*?)```').exec(counter.solution.en)![1];
  const files = counter.fileTrees[framework as 'React']!.map((n) => (n.isDefaultTab ? { ...n, code: block } : n));
  const bundle = await bundleUiApp(framework as 'React', flattenFiles(files));
  if (!bundle.ok) throw new Error(bundle.message);
  const { body, styles, run } = bundle.app;
  const app = `${UI_GLOBAL}.installUi({ body: ${JSON.stringify(body)}, styles: ${JSON.stringify(styles)}, run: ${run} });`;
  return { ok: true, code: app, setup: await domSetupScript() };
}
const outDir = process.argv[3] ?? mkdtempSync(join(tmpdir(), 'judge-prof-'));
const { harness, worker } = await judgeBundles();
const dir = mkdtempSync(join(tmpdir(), 'judge-prof-worker-'));
writeFileSync(join(dir, 'worker.cjs'), worker);
const code: { ok: boolean; code?: string; setup?: string } = ui
  ? await uiCode(ui)
  : await transpile(CODE, 'Javascript', 'solution.js');
const tests = await transpile(ui ? counter.submitCase : TEST_CODE, 'Javascript', 'solution.test.js');
if (!code.ok || !tests.ok) throw new Error('the suite does not transpile');
const testCount = ui ? (counter.submitCase.match(/\btest\(/g)?.length ?? 0) : 10;
const child = fork(join(dir, 'worker.cjs'), [], {
  execArgv: [
    // PROFILE_OFF=1: CPU time only, no profile
    ...(process.env.PROFILE_OFF ? [] : ['--cpu-prof', `--cpu-prof-dir=${outDir}`]),
    '--disallow-code-generation-from-strings',
    // as the pool starts workers (launcher.ts)
    '--max-old-space-size=128',
    '--max-semi-space-size=16',
    '--single-threaded',
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
      child.send({ type: 'run', id: done + 1, code: code.code, testCode: tests.code, setup: code.setup });
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
  `${runs} runs, ${passed}/${runs * testCount} passed, ${(wall / runs).toFixed(1)} ms per run (ready to ready), ` +
    `run p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, worker CPU ${(cpu / runs).toFixed(1)} ms per run`,
);
child.disconnect();
await new Promise((r) => child.on('exit', r));
console.log(`profile in ${outDir}`);
