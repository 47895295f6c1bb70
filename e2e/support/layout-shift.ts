// Cumulative layout shift as Chromium measures it (the Layout Instability API): a page whose
// content pushes what is already painted (a footer, a list under a skeleton) scores above 0.
import type { BrowserContext, Page } from 'playwright-core';

/** the largest score a page may have (Core Web Vitals' "good" is 0.1; the spec's goal is 0.05) */
export const MAX_LAYOUT_SHIFT = 0.05;

/** every page of `context` adds up its layout shifts not caused by input, from its first paint */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** the page's cumulative layout shift so far */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
