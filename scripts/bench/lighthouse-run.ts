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

function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** a trace Lighthouse failed to record (NO_NAVSTART and the like, now and then on a loaded machine) */
class RuntimeError extends Error {}

async function auditOnce(url: string, preset: Preset): Promise<Vitals> {
  // a Chromium per audit: one left in a bad state by a failed trace does not spoil the next
  const chromium = await launchChromium();
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
  } finally {
    chromium.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new RuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
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

/** one audit; a run whose trace Lighthouse could not record is run again (three tries) */
export async function audit(url: string, preset: Preset): Promise<Vitals> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, preset);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt === 3) throw error;
      console.warn(`  ${(error as Error).message}: trying again`);
    }
  }
}
