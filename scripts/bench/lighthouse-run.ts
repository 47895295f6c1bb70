// One Lighthouse audit of one page in Debian's Chromium (chrome-launcher, headless): the figures
// bench:vitals reports. Lighthouse resets the origin's storage and cache before each audit, so
// every run is a first visit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type Preset = 'mobile' | 'desktop';

export interface Vitals {
  performance: number;
  accessibility: number;
  /** cumulative layout shift */
  cls: number;
  /** total blocking time, ms */
  tbt: number;
  /** largest contentful paint, ms (simulated throttling: the estimate Lighthouse scores) */
  lcp: number;
  /** JavaScript transferred (as the browser fetched it: Brotli or gzip), KB */
  jsKb: number;
}

export type Chromium = chromeLauncher.LaunchedChrome;

export function launchChromium(): Promise<Chromium> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function audit(chromium: Chromium, url: string, preset: Preset): Promise<Vitals> {
  const result = await lighthouse(
    url,
    { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const jsBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    jsKb: jsBytes / 1024,
  };
}
