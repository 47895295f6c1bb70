// The listing pages lead somewhere real: study plans open their books, a company with problems
// opens the all-questions book filtered to it, a company without any is shown but not a link.
// /plans and /companies show their cards in both themes, on a phone and a desktop, without
// scrolling sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { captured } from '../server/test/at';
import { axeViolations } from './support/axe';
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
    ] as const) {
      const plan = card(page, title);
      expect(await plan.getAttribute('href')).toBe(`/book/${link}`);
      const count = Number(captured(/(\d+) problems/, await plan.innerText()));
      await plan.click();
      await page.waitForURL(`**/book/${link}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
      const problems = page.locator(`main a[href^="/book/${link}/problem/"]`);
      await problems.first().waitFor();
      await expect.poll(() => problems.count()).toBe(count);
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
    await page.context().close();
  });

  it('/plans and /companies show their cards in light and dark, at 375 px and 1280 px, without sideways scrolling', async () => {
    for (const path of ['/plans', '/companies']) {
      for (const dark of [false, true]) {
        for (const width of [375, 1280]) {
          const where = `${path} ${dark ? 'dark' : 'light'} ${width} px`;
          const page = await openPage(path, { dark, width });
          const cards = page.locator('main ul > li > a');
          await cards.first().waitFor();
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), where).toBe(dark);
          expect(await page.getByRole('heading', { level: 1 }).isVisible(), where).toBe(true);
          // every card has its title and sits within the viewport's width; the page does not scroll sideways
          const shown = await cards.evaluateAll((links) =>
            links.map((link) => {
              const box = link.getBoundingClientRect();
              return { title: link.querySelector('h3')?.textContent?.trim() ?? '', left: box.left, right: box.right };
            }),
          );
          expect(shown.length, where).toBeGreaterThan(0);
          for (const card of shown) {
            expect(card.title, where).not.toBe('');
            expect(card.left, `${where}: ${card.title}`).toBeGreaterThanOrEqual(0);
            expect(card.right, `${where}: ${card.title}`).toBeLessThanOrEqual(width);
          }
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
            where,
          ).toBe(true);
          await page.context().close();
        }
      }
    }
  });
});
