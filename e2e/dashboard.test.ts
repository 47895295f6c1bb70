// The personal dashboard in a real browser against the real platform: a user with four
// completions today (marked through the API) sees the ring, per-difficulty and per-type
// figures, a graph whose cell for today is coloured, the totals, a learning and an archived
// book; fresh numbers after marking more; the header and side-menu links; the dark theme in
// Chinese; a 375 px phone; and an anonymous visitor sent to /login and back.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { type AppContextOptions, newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { signInWithForm } from './support/login-form';

const USER = { username: 'dash_user', email: 'dash@example.com', password: 'Str0ng!pass' };
// A zone far from UTC: the graph's "today" must be the browser's day, not the server's.
const TIME_ZONE = 'Asia/Shanghai';
// One problem of each type: Knowledge (Easy), JSFunction, Article, UICoding (Medium).
const SOLVED = ['javascript-closures', 'debounce', 'http-caching-explained', 'todo-list'];

// The bank the platform seeds, read from content/ so the expected totals follow the content.
const contentDir = fileURLToPath(new URL('../content/', import.meta.url));
const bank = { total: 0 } as Record<string, number>;
for (const link of readdirSync(join(contentDir, 'problems'))) {
  const problem = parseYaml(readFileSync(join(contentDir, 'problems', link, 'problem.yaml'), 'utf8')) as {
    category: string;
    difficulty: string;
  };
  for (const key of ['total', problem.category, problem.difficulty]) bank[key] = (bank[key] ?? 0) + 1;
}
const count = (key: string) => bank[key] ?? 0;
const top100Size = (parseYaml(readFileSync(join(contentDir, 'books/top-100.yaml'), 'utf8')) as { problems: string[] })
  .problems.length;
/** "done / total" and the rounded percent the spec asks for */
const typeFigures = (done: number, key: string) => ({
  fraction: `${done} / ${count(key)}`,
  percent: `${count(key) ? Math.round((done * 100) / count(key)) : 0}%`,
});

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

const subscribe = (bookId: string, status: 'subscribed' | 'archived') =>
  gql(
    platform.baseUrl,
    'mutation($input: UpdateBookSubscriptionInput!) { updateBookSubscription(input: $input) { id status } }',
    { input: { bookId, status } },
    tokens.access,
  );

const mark = (problemId: string, status: 'RESOLVED' | 'UNRESOLVED') =>
  gql(
    platform.baseUrl,
    'mutation($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { __typename } }',
    { input: { bookId: 'top-100', problemId, status } },
    tokens.access,
  );
const resolve = (problemId: string) => mark(problemId, 'RESOLVED');

beforeAll(async () => {
  await subscribe('top-100', 'subscribed');
  for (const problem of SOLVED) await resolve(problem);
  await subscribe('computer-network', 'subscribed');
  await subscribe('computer-network', 'archived');
});

/** a page in TIME_ZONE, signed in as USER unless `tokens: null` */
const open = (options: AppContextOptions = {}) =>
  newAppPage(browser, { store: true, timezoneId: TIME_ZONE, tokens, ...options });

/** YYYY-MM-DD of today in the page's (the browser's) time zone */
const todayInBrowser = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ');

async function figures(page: Page, row: string) {
  const scope = page.getByTestId(row);
  return {
    fraction: (await scope.getByTestId('fraction').innerText()).replace(/\s+/g, ' '),
    percent: (await scope.getByTestId('percent').count()) ? await scope.getByTestId('percent').innerText() : undefined,
  };
}

describe('the dashboard', () => {
  it('shows the summary, the graph with today coloured, and the learning and archived books', async () => {
    const { context, page } = await open();
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByText('Welcome back, dash_user').count()).toBe(1);

    // Ring: 4 of the 20 problems.
    const total = count('total');
    await page.getByRole('img', { name: `4 of ${total} problems solved (${Math.round(400 / total)}%)` }).waitFor();
    expect((await page.getByTestId('solved-ring').innerText()).replace(/\s+/g, ' ')).toBe(`4 of ${total}`);
    // Per difficulty (one Easy and three Medium problems solved; totals from content/).
    expect(await figures(page, 'difficulty-Easy')).toEqual({ fraction: `1 / ${count('Easy')}`, percent: undefined });
    expect(await figures(page, 'difficulty-Medium')).toEqual({
      fraction: `3 / ${count('Medium')}`,
      percent: undefined,
    });
    expect(await figures(page, 'difficulty-Hard')).toEqual({ fraction: `0 / ${count('Hard')}`, percent: undefined });
    // Per type, one of each, as a rounded percent of the type's total in content/.
    for (const type of ['Article', 'Knowledge', 'JSFunction', 'UICoding']) {
      expect(await figures(page, `type-${type}`)).toEqual(typeFigures(1, type));
    }

    // Graph: 365 days ending today in the browser's zone; today has 4 completions (level 3).
    const today = await todayInBrowser(page);
    const todayCell = page.locator(`rect[data-date="${today}"]`);
    await todayCell.waitFor();
    expect(Number(await todayCell.getAttribute('data-level'))).toBe(3);
    expect(await page.locator('.react-activity-calendar__calendar rect[data-date]').count()).toBe(365);
    expect(await text(page, 'figure-completions')).toBe('Completions logged 4');
    expect(await text(page, 'figure-active-days')).toBe('Active days 1');
    expect(await text(page, 'figure-max-streak')).toBe('Longest streak 1 day');
    expect(await text(page, 'figure-current-streak')).toBe('Current streak 1 day');
    expect(await page.locator('.react-activity-calendar__count').innerText()).toBe('4 completions in the last year');
    // The calendar loads its tooltips lazily and wraps the blocks in them when they arrive: a
    // block hovered before that reacts only to the next mouse move, as a user's would.
    const tooltip = page.locator('.react-activity-calendar__tooltip');
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await todayCell.hover();
          return tooltip.waitFor({ timeout: 2000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await tooltip.innerText()).toMatch(/^4 problems on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await page.mouse.move(0, 0);

    // The same day by keyboard: the focused grid's first arrow selects today, ← goes a week back,
    // the live line reads the selected day, Escape clears it.
    const selectedDay = page.getByTestId('activity-selected-day');
    await page.locator('.react-activity-calendar__scroll-container').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selectedDay.innerText()).toMatch(/^4 problems on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await page.locator('rect[data-selected="true"]').getAttribute('data-date')).toBe(today);
    await page.keyboard.press('ArrowLeft');
    const weekBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    await expect.poll(() => page.locator('rect[data-selected="true"]').getAttribute('data-date')).toBe(weekBefore);
    expect(await selectedDay.innerText()).not.toMatch(/^4 problems/);
    await page.keyboard.press('Escape');
    await expect.poll(() => selectedDay.innerText()).toBe('');

    // Books: top-100 being learned (4 of today's 14 done: 28.6 % floored to 28 %),
    // computer-network archived.
    const learning = page.getByTestId('books-subscribed').getByRole('link');
    await learning.first().waitFor();
    expect(await learning.count()).toBe(1);
    expect(await learning.getAttribute('href')).toBe('/book/top-100');
    expect(await learning.getByTestId('book-progress').innerText()).toBe(`4 / ${top100Size} questions`);
    expect(await learning.getByTestId('book-percent').innerText()).toBe(`${Math.floor(400 / top100Size)}%`);
    const archived = page.getByTestId('books-archived').getByRole('link');
    await archived.first().waitFor();
    expect(await archived.getAttribute('href')).toBe('/book/computer-network');

    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });

    // No accessibility violations (of any impact) in the page's own content.
    expect(await axeViolations(page, { include: ['#main'], minImpact: 'minor' })).toEqual([]);

    // Mark one more problem elsewhere, leave and come back by the header link: fresh numbers.
    await resolve('throttle');
    await page.locator('aside a[href="/guide"]').click();
    await page.waitForURL('**/guide');
    await page.locator('header a[href="/dashboard"]').click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('img', { name: new RegExp(`^5 of ${total} problems solved`) }).waitFor();
    expect(await figures(page, 'type-JSFunction')).toEqual(typeFigures(2, 'JSFunction'));
    await page.locator(`rect[data-date="${today}"][data-level="3"]`).waitFor(); // 5 is still level 3
    expect(await text(page, 'figure-completions')).toBe('Completions logged 5');

    // The side menu's entry lands here too.
    await page.goto(`${platform.baseUrl}/guide`);
    await page.locator('aside a[href="/dashboard"]').click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('follows the dark theme in Chinese', async () => {
    const { context, page } = await open({ lang: 'zhCN', theme: 'dark' });
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: '学习看板', level: 1 }).waitFor();
    await page.getByRole('img', { name: new RegExp(`^已解决 5 / ${count('total')} 题`) }).waitFor();
    expect(await page.getByTestId('type-JSFunction').getByText('JS 函数').count()).toBe(1);
    await page.locator('rect[data-date]').first().waitFor();
    // Dark cells: the library's dark stroke, and level 0 in the dark palette.
    const empty = page.locator('.react-activity-calendar__calendar rect[data-level="0"]').first();
    expect(await empty.getAttribute('fill')).toBe('#1e293b');
    expect(await page.locator('.react-activity-calendar__count').innerText()).toBe('过去一年完成 5 次');
    expect(await page.locator('.react-activity-calendar__legend-month text').first().textContent()).toMatch(
      /^\d{1,2}月$/,
    );
    await page.getByTestId('books-archived').getByRole('link').first().waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone: the graph scrolls sideways, opened on the latest weeks', async () => {
    const { context, page } = await open({ width: 375 });
    await page.goto(`${platform.baseUrl}/dashboard`);
    const scroller = page.locator('.react-activity-calendar__scroll-container');
    await page.locator(`rect[data-date="${await todayInBrowser(page)}"]`).waitFor();
    await page.getByTestId('books-archived').getByRole('link').first().waitFor();
    const layout = await scroller.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollLeft: element.scrollLeft,
      focusable: element.tabIndex === 0,
    }));
    expect(layout.page).toBeLessThanOrEqual(layout.viewport);
    expect(layout.scrollWidth).toBeGreaterThan(layout.clientWidth);
    expect(layout.scrollLeft + layout.clientWidth).toBeGreaterThanOrEqual(layout.scrollWidth - 1);
    expect(layout.focusable).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('sends an anonymous visitor to /login and back after signing in', async () => {
    const { context, page } = await open({ tokens: null });
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.waitForURL('**/login');
    await signInWithForm(page, platform.baseUrl, USER.username, USER.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('img', { name: new RegExp(`^5 of ${count('total')} problems solved`) }).waitFor();
    await context.close();
  });

  it('labels the figures by what they count after a problem is marked done and undone', async () => {
    // 5 solved so far; one more done and undone today: still 5 solved, 6 completions logged
    await mark('promise-all', 'RESOLVED');
    await mark('promise-all', 'UNRESOLVED');
    const { context, page } = await open();
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.getByRole('img', { name: new RegExp(`^5 of ${count('total')} problems solved`) }).waitFor();
    await page.getByTestId('figure-completions').waitFor();
    expect(await text(page, 'figure-completions')).toBe('Completions logged 6');
    // the difference is explained where the figure is, and read with it
    const explanation = page.locator('#activity-explanation');
    expect(await explanation.innerText()).toBe(
      'Each day counts the problems you marked done that day, even ones you later marked not done; Solved problems counts what is done now.',
    );
    expect(await page.getByTestId('figure-completions').getAttribute('aria-describedby')).toBe('activity-explanation');
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
