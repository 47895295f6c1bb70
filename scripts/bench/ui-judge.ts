// Benchmark of UI judging: how long the judge takes for a UI submission (counter's reference
// against its hidden tests) per framework, beside a function submission (debounce's reference
// against its hidden tests) measured in the same run through the same warm pool, one run at a
// time. Also what the server spends bundling a tree (esbuild, the SFC compiler) apart from the
// sandbox. Prints a table and writes bench-results/ui-judge.json.
//
//   npm run bench:ui
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadJudgeConfig } from '../../server/src/config';
import { loadBenchConfig } from '../../server/src/config/bench';
import { loadContent } from '../../server/src/content/load';
import type { FileNode } from '../../server/src/content/types';
import { createJudge } from '@platform/judge';
import { bundleUiApp, flattenFiles } from '@platform/judge/bench';

const RUNS = loadBenchConfig().BENCH_RUNS ?? 10;
const BLOCK: Record<string, string> = { React: 'jsx', Vue: 'vue', VanillaJS: 'js' };
const content = loadContent();
const counter = content.problems.find((p) => p.link === 'counter')!;
const debounce = content.problems.find((p) => p.link === 'debounce')!;

function reference(framework: string): FileNode[] {
  const block = new RegExp('```' + BLOCK[framework] + '\\n([\\s\\S]*?)```').exec(counter.solution.en)![1];
  return counter.fileTrees[framework as 'React']!.map((n) => (n.isDefaultTab ? { ...n, code: block } : n));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(fn: () => Promise<{ passed: number; total: number }>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const result = await fn();
    times.push(performance.now() - started);
    if (result.passed !== result.total || result.total === 0) throw new Error('a reference did not pass');
  }
  return times;
}

async function main() {
  const judge = createJudge(loadJudgeConfig());
  const fnCode = /```js\n([\s\S]*?)```/.exec(debounce.solution.en)?.[1];
  if (fnCode === undefined) throw new Error('the debounce solution has no ```js block');
  const fn = () => judge.run({ code: fnCode, testCode: debounce.submitCase, language: 'Javascript' });
  await fn(); // warm the pool
  const rows: { case: string; median: number; p90: number; ratio: number; bundle?: number }[] = [];
  const base = await time(fn);
  const baseline = median(base);
  rows.push({
    case: 'function (debounce, hidden tests)',
    median: baseline,
    p90: base.sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]!,
    ratio: 1,
  });
  for (const framework of ['React', 'Vue', 'VanillaJS']) {
    const files = reference(framework);
    const run = () => judge.runUi({ framework, files, testCode: counter.submitCase });
    await run();
    const times = await time(run);
    const bundles: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await bundleUiApp(framework as 'React', flattenFiles(files));
      bundles.push(performance.now() - started);
    }
    rows.push({
      case: `UI ${framework} (counter, ${counter.submitCase.match(/\btest\(/g)?.length} hidden tests)`,
      median: median(times),
      p90: times.sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]!,
      ratio: median(times) / baseline,
      bundle: median(bundles),
    });
  }
  await judge.close();
  console.log(`UI judging, ${RUNS} runs each, one at a time (ms)`);
  console.log('| case | median | p90 | × function | of which bundling |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.case} | ${r.median.toFixed(0)} | ${r.p90.toFixed(0)} | ${r.ratio.toFixed(2)}× | ${r.bundle?.toFixed(0) ?? '–'} |`,
    );
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/ui-judge.json', JSON.stringify(rows, null, 2));
}

void main();
