// The book page's in-list search, category chips, filter sidebar and drawer, and sorting, in
// Chromium against the real platform and the seeded book `all-interview-questions` (20
// problems of all four categories): what the list shows, what lands in the URL, that a
// reload keeps it, that another book starts clean, and the phone drawer.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { screenshotDir } from './support/browser';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';

const BOOK = 'all-interview-questions';

const { platform, browser } = usePlatformAndBrowser();

const rowLinks = (page: Page) => page.locator(`main ol > li a[href^="/book/${BOOK}/problem/"]`);

/** "11 Implement throttle": each visible row's book number and title, in screen order. */
async function rows(page: Page): Promise<string[]> {
  return rowLinks(page).evaluateAll((links) =>
    links.map((link) => `${link.closest('li')!.textContent!.match(/^\d+/)?.[0]} ${link.textContent}`),
  );
}

const summary = (page: Page) => page.getByTestId('filter-summary').textContent();
const query = (page: Page) => new URL(page.url()).searchParams;

async function openBook(page: Page, search = '') {
  await page.goto(`${platform.baseUrl}/book/${BOOK}${search}`);
  await rowLinks(page).first().waitFor();
}

/** Brings the "Problems" heading just below the sticky site header, for the screenshots. */
async function scrollToList(page: Page) {
  await page.evaluate(() => {
    const heading = document.getElementById('problems-heading')!;
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 88);
  });
}

describe('book filters', () => {
  it('filters by chip, difficulty and search, sorts, survives a reload and clears', async () => {
    const { context, page } = await newAppPage(browser);
    await openBook(page);
    expect(await rowLinks(page).count()).toBe(23);
    expect(await summary(page)).toBe('23 problems·Total time: 9 h');

    await page.getByRole('button', { name: /^JS function/ }).click();
    await expect.poll(() => rowLinks(page).count()).toBe(11);
    expect(await page.getByRole('button', { name: /^JS function/ }).getAttribute('aria-pressed')).toBe('true');

    const sidebar = page.getByRole('complementary', { name: /^Filters/ });
    await sidebar.getByRole('checkbox', { name: /^Medium/ }).check();
    await expect.poll(() => summary(page)).toBe('7 of 23 problems·Total time: 2 h 45 min');

    await page.getByRole('button', { name: 'Sort: Book order' }).click();
    await page.getByRole('menuitemradio', { name: 'Title, Z to A' }).click();
    await page.getByRole('button', { name: 'Sort: Title, Z to A' }).waitFor();

    // typed key by key, as fast as the browser takes it: no letter may be lost
    const search = page.getByRole('searchbox', { name: 'Search in this book' });
    await search.pressSequentially('FUNCTION');
    const expected = ['11 Implement throttle', '10 Implement debounce', '12 Implement curry']; // "…a function…"
    await expect.poll(() => rows(page)).toEqual(expected);
    expect(await search.inputValue()).toBe('FUNCTION');
    expect(await summary(page)).toBe('3 of 23 problems·Total time: 1 h');
    await sidebar.getByRole('heading', { name: 'Filters 4 active filters' }).waitFor();
    await expect
      .poll(() => query(page).toString())
      .toBe('q=FUNCTION&category=JSFunction&difficulty=Medium&sort=TITLE_DESC');
    expect(await axeViolations(page)).toEqual([]);
    await scrollToList(page);
    await page.screenshot({ path: join(screenshotDir, 'book-filters.png') });

    await page.reload();
    await rowLinks(page).first().waitFor();
    expect(await rows(page)).toEqual(expected);
    expect(await page.getByRole('searchbox', { name: 'Search in this book' }).inputValue()).toBe('FUNCTION');
    expect(await page.getByRole('button', { name: /^JS function/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await sidebar.getByRole('checkbox', { name: /^Medium/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Sort: Title, Z to A' }).waitFor();

    await page.getByRole('button', { name: 'Clear all' }).first().click();
    await expect.poll(() => rowLinks(page).count()).toBe(23);
    expect(query(page).toString()).toBe('');
    expect(await search.inputValue()).toBe('');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    expect((await rows(page)).slice(0, 2)).toEqual([
      '1 How to prepare for a front-end interview',
      '2 From URL to pixels: how browsers render a page',
    ]);

    // another book (through the side menu) starts clean
    await search.fill('cache');
    await expect.poll(() => rowLinks(page).count()).toBe(2);
    await page.locator('aside a[href="/book/ui-coding"]').click();
    await page.waitForURL('**/book/ui-coding');
    await page.locator('main ol > li a[href^="/book/ui-coding/problem/"]').first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search in this book' }).inputValue()).toBe('');
    expect(await summary(page)).toMatch(/^\d+ problems·/);
    await context.close();
  });

  it('looks right in the dark theme', async () => {
    const { context, page } = await newAppPage(browser, { theme: 'dark' });
    await openBook(
      page,
      '?category=JSFunction&category=UICoding&difficulty=Medium&company=google&sort=DIFFICULTY_DESC',
    );
    await expect.poll(() => summary(page)).toMatch(/^5 of 23 problems·Total time: 2 h 15 min$/);
    await scrollToList(page);
    await page.screenshot({ path: join(screenshotDir, 'book-filters-dark.png') });
    await context.close();
  });

  it('opens the drawer from the Filters button on a phone and applies its choices', async () => {
    const { context, page } = await newAppPage(browser, { width: 375, height: 812, hasTouch: true });
    await openBook(page);
    expect(await page.getByRole('complementary', { name: /^Filters/ }).isVisible()).toBe(false);

    const button = page.getByRole('button', { name: /^Filters/ });
    await button.click();
    const drawer = page.getByRole('dialog', { name: /^Filters/ });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: /^Easy/ }).check();
    await drawer.getByRole('button', { name: 'Show 4 results' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForTimeout(250); // the sheet's slide-in
    await page.screenshot({ path: join(screenshotDir, 'book-filters-drawer-mobile.png') });

    await drawer.getByRole('button', { name: 'Show 4 results' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await rows(page)).toEqual([
      '1 How to prepare for a front-end interview',
      '6 What is a closure?',
      '15 Flatten a nested array',
      '21 Build a counter',
    ]);
    expect(query(page).getAll('difficulty')).toEqual(['Easy']);
    expect(await button.textContent()).toContain('1 active filter');
    await context.close();
  });
});
