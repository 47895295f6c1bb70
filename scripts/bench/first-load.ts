// npm run bench:first-load — what a newcomer waits for (issue #29 "First load"), in Debian's Chromium
// against the platform in its own process (server-process.ts, the web build):
// - the JavaScript the landing page downloads on a cold cache, counted as the browser fetched it
//   (compressed bytes on the wire), beside the goal of 170 KB;
// - the workbench of a JavaScript problem on a warm cache: from navigating to it until Monaco has
//   taken a keystroke (the typed text is in the editor), median of BENCH_RUNS (default 5), beside
//   the goal of 1.5 s; the landing page's first paint in the same browser is the baseline;
// - whether Monaco's TypeScript worker was fetched for that JavaScript problem before anyone typed.
// Writes bench-results/first-load.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import { loadBenchConfig } from '../../server/src/config/bench';
import { startWebPlatform } from './web-platform';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = loadBenchConfig().BENCH_RUNS ?? 5;
const GOALS = { landingJsKb: 170, editorMs: 1500 };
const PROBLEM = '/problem/debounce';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** the landing page on a cold cache: script bytes as fetched (encoded), and its first contentful paint */
async function landing(browser: Browser, base: string): Promise<{ jsKb: number; scripts: number; fcpMs: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { jsKb: Math.round((bytes / 1024) * 10) / 10, scripts: sizes.length, fcpMs: Math.round(fcpMs) };
}

/** navigation → the typed marker shows in the editor */
async function toFirstKeystroke(page: Page, base: string, marker: string): Promise<number> {
  const start = performance.now();
  await page.goto(`${base}${PROBLEM}`, { waitUntil: 'commit' });
  const lines = page.locator('.monaco-editor .view-lines').first();
  await lines.waitFor({ timeout: 60_000 });
  await lines.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(marker);
  await page.waitForFunction(
    (text) => document.querySelector('.monaco-editor .view-lines')?.textContent?.includes(text) ?? false,
    marker,
    { polling: 'raf', timeout: 60_000 },
  );
  return Math.round(performance.now() - start);
}

async function workbench(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const workers: string[] = [];
  context.on('request', (request) => {
    if (/\/ts\.worker[^/]*\.js/.test(request.url())) workers.push(request.url());
  });
  // a first visit fills the HTTP cache; whether it fetched the TypeScript worker before any typing
  await page.goto(`${base}${PROBLEM}`, { waitUntil: 'networkidle' });
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
  const typeScriptBeforeTyping = workers.length > 0;
  await toFirstKeystroke(page, base, '//warm');
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto(base, { waitUntil: 'networkidle' }); // away, then back: a warm-cache navigation
    samples.push(await toFirstKeystroke(page, base, `//k${i}`));
  }
  await context.close();
  return { samples, medianMs: median(samples), typeScriptBeforeTyping };
}

async function main() {
  const platform = await startWebPlatform(root);
  const { base } = platform;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const land = await landing(browser, base);
    const editor = await workbench(browser, base);
    console.log(`\nfirst load (${RUNS} warm navigations to ${PROBLEM})\n`);
    console.log('| measure | value | goal | met |');
    console.log('|---|---|---|---|');
    console.log(
      `| landing page JavaScript, as fetched (${land.scripts} scripts) | ${land.jsKb} KB | ≤ ${GOALS.landingJsKb} KB | ${land.jsKb <= GOALS.landingJsKb ? 'yes' : 'no'} |`,
    );
    console.log(
      `| workbench: navigation → a keystroke in the editor (warm cache, median) | ${editor.medianMs} ms | ≤ ${GOALS.editorMs} ms | ${editor.medianMs <= GOALS.editorMs ? 'yes' : 'no'} |`,
    );
    console.log(
      `| TypeScript worker fetched for a JavaScript problem before typing | ${editor.typeScriptBeforeTyping ? 'yes' : 'no'} | no | ${editor.typeScriptBeforeTyping ? 'no' : 'yes'} |`,
    );
    console.log(`\nbaseline: the landing page's first contentful paint on a cold cache, ${land.fcpMs} ms`);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results/first-load.json'),
      JSON.stringify({ date: new Date().toISOString(), goals: GOALS, landing: land, editor }, null, 2),
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
