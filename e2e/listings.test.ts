// The listing pages lead somewhere real: study plans open their books, a company with problems
// opens the all-questions book filtered to it, a company without any is shown but not a link.
// Saves screenshots of /plans and /companies (light and dark, 375 px and 1280 px).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { screenshotDir } from './support/browser';
import { newAppContext } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';
import { problemsOfCompany } from './support/bank';

const { platform, browser } = usePlatformAndBrowser();

/** the page in a context of its own: close it with page.context().close() */
async function openPage(path: string, options: { dark?: boolean; width?: number } = {}): Promise<Page> {
  const context = await newAppContext(browser, { theme: options.dark ? 'dark' : 'light', width: options.width });
  const page = await context.newPage();
  await page.goto(platform.baseUrl + path);
  await page.locator('main ul > li').first().waitFor();
  return page;
}

/** The card whose title is `name`: the list item's only child, a link or a disabled box. */
const card = (page: Page, name: string) =>
  page
    .locator('main ul > li')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .locator('> *');

describe('listing pages', () => {
  it('/companies: every company opens the all-questions book filtered to it, none is in preparation', async () => {
    const page = await openPage('/companies');
    const google = card(page, 'Google');
    expect(await google.getAttribute('href')).toBe('/book/all-interview-questions?company=google');
    const count = Number((await google.innerText()).match(/(\d+) problems?/)![1]);
    expect(count).toBe(problemsOfCompany('google'));

    // the bank names every listed company (content:report); a card without problems would say
    // "In preparation" and lead nowhere
    const apple = card(page, 'Apple');
    expect(await apple.getAttribute('href')).toBe('/book/all-interview-questions?company=apple');
    expect(await apple.innerText()).toContain(`${problemsOfCompany('apple')} problems`);
    expect(await page.getByText('In preparation').count()).toBe(0);
    // every link on the page goes to a book, never to a company slug that has none
    const hrefs = await page.locator('main ul > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/book\/all-interview-questions\?company=[a-z0-9-]+$/);

    // the dimmed cards must stay readable and valid
    expect(await axeViolations(page)).toEqual([]);

    // the book page applies the filter: as many problems as the card promised
    await google.click();
    await page.waitForURL('**/book/all-interview-questions?company=google');
    const problems = page.locator('main a[href^="/book/all-interview-questions/problem/"]');
    await problems.first().waitFor();
    await expect.poll(() => problems.count()).toBe(count);
    await page.context().close();
  });

  it('/plans: each plan opens its own book with as many problems as its card says', async () => {
    const page = await openPage('/plans');
    for (const [title, link] of [
      ['10-Day Study Plan', '10-day-study-plan'],
      ['30-Day Study Plan', '30-day-study-plan'],
      ['60-Day Study Plan', '60-day-study-plan'],
    ]) {
      const plan = card(page, title);
      expect(await plan.getAttribute('href')).toBe(`/book/${link}`);
      const count = Number((await plan.innerText()).match(/(\d+) problems/)![1]);
      await plan.click();
      await page.waitForURL(`**/book/${link}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
      const problems = page.locator(`main a[href^="/book/${link}/problem/"]`);
      await problems.first().waitFor();
      expect(await problems.count()).toBe(count);
      await page.goBack();
      await page.locator('main ul > li').first().waitFor();
    }
    await page.context().close();
  });

  it('/guide: the study-plan electives open the same books', async () => {
    const page = await openPage('/guide');
    const electives = page.getByRole('region', { name: 'Electives' });
    for (const link of ['10-day-study-plan', '30-day-study-plan', '60-day-study-plan']) {
      await electives.locator(`a[href="/book/${link}"]`).waitFor();
    }
    expect(await electives.locator('a[href="/book/all-interview-questions?company=google"]').count()).toBe(1);
    await page.screenshot({ path: join(screenshotDir, 'listing-guide-light-1280.png'), fullPage: true });
    await page.context().close();
  });

  it('screenshots /plans and /companies, light and dark, at 375 px and 1280 px', { timeout: 60_000 }, async () => {
    for (const path of ['/plans', '/companies']) {
      for (const dark of [false, true]) {
        for (const width of [375, 1280]) {
          const page = await openPage(path, { dark, width });
          await page.locator('main ul > li > a').first().waitFor();
          const name = `listing${path.replace('/', '-')}-${dark ? 'dark' : 'light'}-${width}.png`;
          // the phone shot keeps the first screens, which the viewer can still read
          const clip = width < 640 ? { x: 0, y: 0, width, height: 1400 } : undefined;
          await page.screenshot({ path: join(screenshotDir, name), fullPage: true, clip });
          await page.context().close();
        }
      }
    }
  });
});
