import { describe, expect, it } from 'vitest';
import { usePlatformAndBrowser } from './support/hooks';

const { platform, browser } = usePlatformAndBrowser();

describe('a visitor browses books', () => {
  it('opens the home page, opens a book and sees its problems', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await page.goto(platform.baseUrl);
    const bookLink = page.locator('a[href="/book/function-implementation"]').first();
    await bookLink.waitFor();
    // the catalogue: all fourteen books, the three study plans among them
    const books = new Set(
      await page.locator('main a[href^="/book/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    );
    expect(books.size).toBeGreaterThanOrEqual(14);
    for (const plan of ['10-day-study-plan', '30-day-study-plan', '60-day-study-plan'])
      expect(books.has(`/book/${plan}`), plan).toBe(true);

    await bookLink.click();
    await page.waitForURL('**/book/function-implementation');
    const problems = page.locator('a[href^="/book/function-implementation/problem/"]');
    await problems.first().waitFor();
    expect(await problems.count()).toBeGreaterThanOrEqual(3);
    await page.close();
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
