// npm run bench:summary (the last step of `npm run bench`): one table of the speed goals (issue
// #29) read from what the benchmarks wrote in bench-results/, each figure beside its goal and the
// baseline it was measured against in the same run. A benchmark that has not run is named, not
// guessed. Writes bench-results/summary.md, which the README's figures are copied from.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const results = fileURLToPath(new URL('../../bench-results/', import.meta.url));

interface Row {
  measure: string;
  value: string;
  goal: string;
  met: boolean;
  baseline: string;
}

function read<T>(name: string): T | null {
  const path = join(results, name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function previewRows(): Row[] {
  const preview = read<{
    debounceMs: number;
    goal: { median: number; p95: number };
    rows: { framework: string; median: number; p95: number }[];
  }>('preview.json');
  if (!preview) return [];
  return preview.rows.map((row) => ({
    measure: `preview, ${row.framework}: last keystroke → frame (median / p95)`,
    value: `${ms(row.median)} / ${ms(row.p95)}`,
    goal: `≤ ${ms(preview.goal.median)} / ≤ ${ms(preview.goal.p95)}`,
    met: row.median <= preview.goal.median && row.p95 <= preview.goal.p95,
    baseline: `the debounce: ${ms(preview.debounceMs)}`,
  }));
}

function uiJudgeRows(): Row[] {
  const rows = read<{ case: string; median: number; ratio: number }[]>('ui-judge.json');
  if (!rows) return [];
  const fn = rows.find((row) => row.case.startsWith('function'));
  return rows
    .filter((row) => row !== fn)
    .map((row) => ({
      measure: `${row.case}: median`,
      value: `${ms(row.median)} (${row.ratio.toFixed(1)}×)`,
      goal: '≤ 3× a function run',
      met: row.ratio <= 3,
      baseline: fn ? `function run ${ms(fn.median)}` : '–',
    }));
}

function judgeRows(): Row[] {
  const judge = read<{ results: { mode: string; callers: number; runsPerSecond: number; p50: number }[] }>(
    'judge.json',
  );
  if (!judge) return [];
  const pool = (callers: number) => judge.results.find((r) => r.mode.startsWith('pool') && r.callers === callers);
  const fresh = (callers: number) => judge.results.find((r) => r.mode.startsWith('fresh') && r.callers === callers);
  const rows: Row[] = [];
  const four = pool(4);
  if (four)
    rows.push({
      measure: 'function judge, 4 callers, 2 workers: runs/s',
      value: `${four.runsPerSecond}`,
      goal: '≥ 100',
      met: four.runsPerSecond >= 100,
      baseline: `fresh process per run: ${fresh(4)?.runsPerSecond ?? '–'}`,
    });
  const rest = judge.results.find((r) => r.mode.startsWith('REST'));
  if (rest)
    rows.push({
      measure: 'function judge over REST, 4 signed-in callers: runs/s',
      value: `${rest.runsPerSecond}`,
      goal: '≥ 70',
      met: rest.runsPerSecond >= 70,
      baseline: `the pool called in-process: ${four?.runsPerSecond ?? '–'}`,
    });
  const one = pool(1);
  if (one)
    rows.push({
      measure: 'function judge, 1 caller: p50',
      value: ms(one.p50),
      goal: '≤ 10 ms',
      met: one.p50 <= 10,
      baseline: `fresh process per run: ${fresh(1) ? ms(fresh(1)!.p50) : '–'}`,
    });
  return rows;
}

function apiRows(): Row[] {
  const api = read<{
    bookSize: number;
    results: { scenario: string; concurrency: number; ratio?: number; p99: number; baselineRps?: number }[];
  }>('api.json');
  if (!api) return [];
  const base = api.results.find((cell) => cell.concurrency === 8 && cell.scenario.startsWith('baseline'));
  return api.results
    .filter((cell) => cell.concurrency === 8 && /^book page, .*br/.test(cell.scenario))
    .map((cell) => ({
      measure: `${cell.scenario} (${api.bookSize} problems), c=8: throughput / p99`,
      value: `${(cell.ratio ?? 0).toFixed(2)}× / ${cell.p99.toFixed(1)} ms`,
      goal: '≥ 0.5× / ≤ 25 ms',
      met: (cell.ratio ?? 0) >= 0.5 && cell.p99 <= 25,
      baseline: `{ __typename }: ${cell.baselineRps ?? '–'} req/s${base ? `, p99 ${base.p99.toFixed(1)} ms` : ''}`,
    }));
}

function vitalsRows(): Row[] {
  const vitals = read<{
    rows: {
      page: string;
      preset: string;
      vitals: { performance: number; cls: number; tbt: number };
      goals: { minPerformance: number; maxCls: number; maxTbt?: number };
      met: boolean;
    }[];
  }>('vitals.json');
  if (!vitals) return [];
  return vitals.rows.map(({ page, preset, vitals: v, goals, met }) => ({
    measure: `Lighthouse ${preset} ${page}: performance · CLS · TBT`,
    value: `${v.performance} · ${v.cls.toFixed(3)} · ${ms(v.tbt)}`,
    goal: `≥ ${goals.minPerformance} · ≤ ${goals.maxCls}${goals.maxTbt === undefined ? '' : ` · ≤ ${ms(goals.maxTbt)}`}`,
    met,
    baseline: '–',
  }));
}

function firstLoadRows(): Row[] {
  const first = read<{
    goals: { landingJsKb: number; editorMs: number };
    landing: { jsKb: number; fcpMs: number };
    editor: { medianMs: number; typeScriptBeforeTyping: boolean };
  }>('first-load.json');
  if (!first) return [];
  const { goals, landing, editor } = first;
  return [
    {
      measure: 'landing page JavaScript, as the browser fetches it (cold cache)',
      value: `${landing.jsKb} KB`,
      goal: `≤ ${goals.landingJsKb} KB`,
      met: landing.jsKb <= goals.landingJsKb,
      baseline: `its first contentful paint: ${ms(landing.fcpMs)}`,
    },
    {
      measure: 'workbench: navigation → Monaco takes a keystroke (warm cache, median)',
      value: ms(editor.medianMs),
      goal: `≤ ${ms(goals.editorMs)}`,
      met: editor.medianMs <= goals.editorMs,
      baseline: `TypeScript worker before typing on a JS problem: ${editor.typeScriptBeforeTyping ? 'fetched' : 'not fetched'}`,
    },
  ];
}

const sources: [string, () => Row[]][] = [
  ['preview.json (npm run bench:preview)', previewRows],
  ['ui-judge.json (npm run bench:ui)', uiJudgeRows],
  ['judge.json (npm run bench:judge)', judgeRows],
  ['api.json (npm run bench:api)', apiRows],
  ['vitals.json (npm run bench:vitals)', vitalsRows],
  ['first-load.json (npm run bench:first-load)', firstLoadRows],
];

const rows: Row[] = [];
const missing: string[] = [];
for (const [name, make] of sources) {
  const made = make();
  if (made.length === 0) missing.push(name);
  rows.push(...made);
}

const lines = [
  `Speed goals, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
  '',
  '| measure | value | goal | met | baseline (same run) |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.goal} | ${r.met ? 'yes' : '**no**'} | ${r.baseline} |`),
  ...(missing.length ? ['', `Not measured: ${missing.join(', ')}.`] : []),
];
const text = lines.join('\n');
console.log(`\n${text}`);
writeFileSync(join(results, 'summary.md'), `${text}\n`);
