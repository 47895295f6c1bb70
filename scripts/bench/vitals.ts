// npm run bench:vitals — Lighthouse (performance, accessibility, Core Web Vitals) on the landing
// page, a book and the workbench, with Lighthouse's mobile (default) and desktop presets.
//
// The platform runs as production does, in its own Node process (server-process.ts) on a throwaway
// database, seeded with the question bank on its first start, and serves the web build (rebuilt
// first when stale). Each page and preset is audited BENCH_RUNS times (default 1); the table shows
// the median of each figure beside the goals (issue #29) and writes bench-results/vitals.json.
// Lighthouse's scores move with the machine's load: on a shared machine, take more runs.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBenchConfig } from '../../server/src/config/bench';
import { freePort, freshDatabase } from './bench-env';
import { type Preset, type Vitals, audit } from './lighthouse-run';
import { startServerProcess } from './server-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = loadBenchConfig().BENCH_RUNS ?? 1;

const PAGES = ['/', '/book/top-100', '/problem/debounce'] as const;
const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** the issue's goals: performance by page and preset; CLS everywhere; TBT on desktop */
const MIN_PERFORMANCE: Record<Preset, Record<(typeof PAGES)[number], number>> = {
  mobile: { '/': 90, '/book/top-100': 90, '/problem/debounce': 75 },
  desktop: { '/': 95, '/book/top-100': 95, '/problem/debounce': 95 },
};
const MAX_CLS = 0.05;
const MAX_TBT_DESKTOP = 200;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianVitals(runs: Vitals[]): Vitals {
  const of = (key: keyof Vitals) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    cls: of('cls'),
    tbt: of('tbt'),
    lcp: of('lcp'),
    jsKb: of('jsKb'),
  };
}

interface Row {
  page: (typeof PAGES)[number];
  preset: Preset;
  vitals: Vitals;
  runs: Vitals[];
  goals: { minPerformance: number; maxCls: number; maxTbt?: number };
  met: boolean;
}

function printTable(rows: Row[]): void {
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  console.log(
    `\n${'page'.padEnd(18)} ${'preset'.padEnd(8)} ${'perf'.padStart(9)} ${'a11y'.padStart(5)} ${'CLS'.padStart(12)} ${'TBT ms'.padStart(12)} ${'LCP ms'.padStart(7)} ${'JS KB'.padStart(6)}`,
  );
  for (const { page, preset, vitals: v, goals } of rows) {
    const perfOk = v.performance >= goals.minPerformance;
    const clsOk = v.cls <= goals.maxCls;
    const tbtOk = goals.maxTbt === undefined || v.tbt <= goals.maxTbt;
    console.log(
      [
        page.padEnd(18),
        preset.padEnd(8),
        `${v.performance}/${goals.minPerformance}${mark(perfOk)}`.padStart(9),
        String(v.accessibility).padStart(5),
        `${v.cls.toFixed(3)}/${goals.maxCls}${mark(clsOk)}`.padStart(12),
        `${Math.round(v.tbt)}${goals.maxTbt === undefined ? '' : `/${goals.maxTbt}`}${mark(tbtOk)}`.padStart(12),
        String(Math.round(v.lcp)).padStart(7),
        v.jsKb.toFixed(1).padStart(6),
      ].join(' '),
    );
  }
  console.log(`\nperf: score/goal; CLS and TBT: value/limit; ✗ misses its goal. Medians of ${RUNS} run(s).`);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-bench-data-'));
  const port = await freePort();
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  const rows: Row[] = [];
  try {
    console.log(`bench:vitals — database: ${database.kind}; starting the platform (web build included)…`);
    server = await startServerProcess({
      root,
      port,
      databaseUrl: database.url,
      dataDir,
      // the repository's web build: start.ts rebuilds it first when its sources are newer
      env: { WEB_DIST_DIR: join(root, 'web/dist') },
    });
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const runs: Vitals[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await audit(`http://127.0.0.1:${port}${page}`, preset));
        const vitals = medianVitals(runs);
        const goals = {
          minPerformance: MIN_PERFORMANCE[preset][page],
          maxCls: MAX_CLS,
          ...(preset === 'desktop' ? { maxTbt: MAX_TBT_DESKTOP } : {}),
        };
        const met =
          vitals.performance >= goals.minPerformance &&
          vitals.cls <= goals.maxCls &&
          (goals.maxTbt === undefined || vitals.tbt <= goals.maxTbt);
        rows.push({ page, preset, vitals, runs, goals, met });
        console.log(
          `  ${page} ${preset}: performance ${vitals.performance}, CLS ${vitals.cls.toFixed(3)}, TBT ${Math.round(vitals.tbt)} ms`,
        );
      }
    }
  } finally {
    await server?.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  printTable(rows);
  await mkdir(join(root, 'bench-results'), { recursive: true });
  await writeFile(
    join(root, 'bench-results/vitals.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, seconds: (Date.now() - startedAt) / 1000, rows }, null, 2)}\n`,
  );
  console.log('wrote bench-results/vitals.json');
}

await main();
