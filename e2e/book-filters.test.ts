// The book page's in-list search, category chips, filter sidebar and drawer, and sorting, in
// Chromium against the real platform and the seeded book `all-interview-questions` (every
// problem of the bank, all four categories): what the list shows, what lands in the URL, that a
// reload keeps it, that another book starts clean, and the phone drawer. The expected rows and
// counts are computed from content/, so the test follows the bank as it grows.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { type BankProblem, bookProblems, durationText, matchesText, rowText } from './support/bank';
import { usePlatformAndBrowser } from './support/hooks';

const BOOK = 'all-interview-questions';

const { platform, browser } = usePlatformAndBrowser();

const bank = bookProblems(BOOK);
const total = bank.length;
const of = (shown: BankProblem[]) => `${shown.length} of ${total} problems·Total time: ${durationText(shown)}`;
const functions = bank.filter((p) => p.category === 'JSFunction');
const mediumFunctions = functions.filter((p) => p.difficulty === 'Medium');
const searched = mediumFunctions
  .filter((p) => matchesText(p, 'function'))
  .sort((a, b) => b.title.localeCompare(a.title, 'en'));
const darkFiltered = bank.filter(
  (p) => ['JSFunction', 'UICoding'].includes(p.category) && p.difficulty === 'Medium' && p.companies.includes('google'),
);
const easy = bank.filter((p) => p.difficulty === 'Easy');

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

describe('book filters', () => {
  it('filters by chip, difficulty and search, sorts, survives a reload and clears', async () => {
    const { context, page } = await newAppPage(browser);
    await openBook(page);
    await expect.poll(() => rowLinks(page).count()).toBe(total);
    expect(await summary(page)).toBe(`${total} problems·Total time: ${durationText(bank)}`);

    await page.getByRole('button', { name: /^JS function/ }).click();
    await expect.poll(() => rowLinks(page).count()).toBe(functions.length);
    expect(await page.getByRole('button', { name: /^JS function/ }).getAttribute('aria-pressed')).toBe('true');

    const sidebar = page.getByRole('complementary', { name: /^Filters/ });
    await sidebar.getByRole('checkbox', { name: /^Medium/ }).check();
    await expect.poll(() => summary(page)).toBe(of(mediumFunctions));

    await page.getByRole('button', { name: 'Sort: Book order' }).click();
    await page.getByRole('menuitemradio', { name: 'Title, Z to A' }).click();
    await page.getByRole('button', { name: 'Sort: Title, Z to A' }).waitFor();

    // typed key by key, as fast as the browser takes it: no letter may be lost
    const search = page.getByRole('searchbox', { name: 'Search in this book' });
    await search.pressSequentially('FUNCTION');
    const expected = searched.map(rowText); // "…a function…", Z to A
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => rows(page)).toEqual(expected);
    expect(await search.inputValue()).toBe('FUNCTION');
    expect(await summary(page)).toBe(of(searched));
    await sidebar.getByRole('heading', { name: 'Filters 4 active filters' }).waitFor();
    await expect
      .poll(() => query(page).toString())
      .toBe('q=FUNCTION&category=JSFunction&difficulty=Medium&sort=TITLE_DESC');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await rowLinks(page).first().waitFor();
    expect(await rows(page)).toEqual(expected);
    expect(await page.getByRole('searchbox', { name: 'Search in this book' }).inputValue()).toBe('FUNCTION');
    expect(await page.getByRole('button', { name: /^JS function/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await sidebar.getByRole('checkbox', { name: /^Medium/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Sort: Title, Z to A' }).waitFor();

    await page.getByRole('button', { name: 'Clear all' }).first().click();
    await expect.poll(() => rowLinks(page).count()).toBe(total);
    expect(query(page).toString()).toBe('');
    expect(await search.inputValue()).toBe('');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    expect((await rows(page)).slice(0, 2)).toEqual(bank.slice(0, 2).map(rowText));

    // another book (through the side menu) starts clean
    await search.fill('cache');
    await expect.poll(() => rowLinks(page).count()).toBe(bank.filter((p) => matchesText(p, 'cache')).length);
    await page.locator('aside a[href="/book/ui-coding"]').click();
    await page.waitForURL('**/book/ui-coding');
    await page.locator('main ol > li a[href^="/book/ui-coding/problem/"]').first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search in this book' }).inputValue()).toBe('');
    expect(await summary(page)).toMatch(/^\d+ problems·/);
    await context.close();
  });

  it('filters by kind within the categories: type challenges, then output quizzes too', async () => {
    const { context, page } = await newAppPage(browser);
    await openBook(page);
    const sidebar = page.getByRole('complementary', { name: /^Filters/ });
    const typeChallenges = bank.filter((p) => p.kind === 'TypeChallenge');
    const quizzes = bank.filter((p) => p.kind === 'OutputQuiz');
    expect(typeChallenges.length).toBeGreaterThan(0);
    await sidebar.getByRole('checkbox', { name: /^Type challenge/ }).check();
    await expect.poll(() => summary(page)).toBe(of(typeChallenges));
    await sidebar.getByRole('checkbox', { name: /^Output quiz/ }).check();
    const either = bank.filter((p) => p.kind === 'TypeChallenge' || p.kind === 'OutputQuiz');
    await expect.poll(() => summary(page)).toBe(of(either));
    expect(either).toHaveLength(typeChallenges.length + quizzes.length);
    expect(query(page).getAll('kind')).toEqual(['TypeChallenge', 'OutputQuiz']);
    // the category chips count within the kinds: every quiz is a knowledge question
    await expect
      .poll(() => page.getByRole('button', { name: /^Knowledge/ }).textContent())
      .toContain(`(${quizzes.length} problems)`);
    await context.close();
  });

  it('looks right in the dark theme', async () => {
    const { context, page } = await newAppPage(browser, { theme: 'dark' });
    await openBook(
      page,
      '?category=JSFunction&category=UICoding&difficulty=Medium&company=google&sort=DIFFICULTY_DESC',
    );
    await expect.poll(() => summary(page)).toBe(of(darkFiltered));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect.poll(() => rowLinks(page).count()).toBe(darkFiltered.length);
    expect(await axeViolations(page)).toEqual([]);
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
    await drawer.getByRole('button', { name: `Show ${easy.length} results` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: `Show ${easy.length} results` }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await rows(page)).toEqual(easy.map(rowText));
    expect(query(page).getAll('difficulty')).toEqual(['Easy']);
    expect(await button.textContent()).toContain('1 active filter');
    await context.close();
  });
});
