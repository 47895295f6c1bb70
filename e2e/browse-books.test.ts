import { describe, expect, it } from 'vitest';
import { seededBookCount } from './support/bank';
import { usePlatformAndBrowser } from './support/hooks';
import { MAX_LAYOUT_SHIFT, layoutShift, watchLayoutShifts } from './support/layout-shift';

const { platform, browser } = usePlatformAndBrowser();

describe('a visitor browses books', () => {
  it('opens the home page, opens a book and sees its problems', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await page.goto(platform.baseUrl);
    const bookLink = page.locator('a[href="/book/function-implementation"]').first();
    await bookLink.waitFor();
    // the catalogue: every book, the three study plans among them
    const books = new Set(
      await page.locator('main a[href^="/book/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    );
    expect(books.size).toBeGreaterThanOrEqual(seededBookCount);
    for (const plan of ['10-day-study-plan', '30-day-study-plan', '60-day-study-plan'])
      expect(books.has(`/book/${plan}`), plan).toBe(true);

    await bookLink.click();
    await page.waitForURL('**/book/function-implementation');
    const problems = page.locator('a[href^="/book/function-implementation/problem/"]');
    await problems.first().waitFor();
    expect(await problems.count()).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('opens the largest book straight from its address without moving what is painted', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport, locale: 'en-US' });
      await watchLayoutShifts(context);
      const page = await context.newPage();
      await page.goto(`${platform.baseUrl}/book/all-interview-questions`);
      await page.locator('a[href^="/book/all-interview-questions/problem/"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), `${viewport.width} px`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      await context.close();
    }
  });

  it('sends an unknown book to /404', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.baseUrl}/book/no-such-book`);
    await page.waitForURL('**/404');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    await page.close();
  });
});
