// The learning loop end to end, only through the pages: a new user signs in, finds an empty
// dashboard, opens a book from the side menu, starts learning it, marks two problems done in
// the list, and comes back to the dashboard by the header link to see the ring, today's
// activity and the book in the learning list move. Also checks that the signed-in shell fits
// 1280 px without a horizontal scroll bar.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/api';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';
import { signInWithForm } from './support/login-form';

const USER = { username: 'loop_user', email: 'loop@example.com', password: 'Str0ng!pass' };
const BOOK_TITLE = 'JavaScript Function Implementation';
const DONE = ['Implement debounce', 'Implement throttle'];

const { platform, browser } = usePlatformAndBrowser();
// registered only: the test signs in through the form
beforeAll(() => signUp(platform.baseUrl, USER));

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openDashboardFromHeader(page: Page) {
  await page.locator('header').getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

describe('the learning loop', () => {
  it('start a book, mark problems done, and see the dashboard change', async () => {
    const { context, page } = await newAppPage(browser, { store: true });

    await page.goto(`${platform.baseUrl}/login`);
    await signInWithForm(page, platform.baseUrl, USER.username, USER.password);
    await page.locator('header').getByRole('link', { name: 'Dashboard' }).waitFor();

    // A new account: nothing solved, nothing being learned.
    await openDashboardFromHeader(page);
    const ring = page.getByTestId('solved-ring');
    await expect.poll(() => ring.getAttribute('aria-label')).toMatch(/^0 of \d+ problems solved/);
    const bankSize = Number((await ring.getAttribute('aria-label'))!.match(/of (\d+)/)![1]);
    await page.getByText('You are not learning any book yet.').waitFor();
    expect(await page.getByTestId('figure-completions').innerText()).toMatch(/\b0\b/);
    expect(await noHorizontalScroll(page)).toBe(true);

    // Open the book from the side menu and start learning it.
    const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
    await sideMenu.getByRole('button', { name: 'Books' }).click();
    await sideMenu.getByRole('link', { name: BOOK_TITLE }).click();
    await page.waitForURL('**/book/function-implementation');
    await page.getByRole('button', { name: 'Start to learn' }).click();
    await page.getByText(`You started learning “${BOOK_TITLE}”.`).waitFor();
    await page.getByRole('button', { name: 'Archive' }).waitFor();
    const progress = page.getByRole('region', { name: 'Your progress' });
    const total = Number((await progress.innerText()).match(/0 of (\d+) completed/)![1]);

    // Mark two problems done from the list.
    for (const title of DONE) {
      const row = page.locator('main li').filter({ has: page.getByRole('link', { name: title }) });
      await row.getByRole('button', { name: 'Mark as done' }).click();
      await page.getByText(`Marked “${title}” as done.`).waitFor();
      await row.getByRole('button', { name: 'Mark as not done' }).waitFor();
    }
    await expect.poll(() => progress.innerText()).toContain(`2 of ${total} completed`);
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(Math.floor(200 / total)));
    expect(await noHorizontalScroll(page)).toBe(true);

    // The dashboard, reached again by the header link, has moved.
    await openDashboardFromHeader(page);
    await expect.poll(() => ring.getAttribute('aria-label')).toMatch(new RegExp(`^2 of ${bankSize} problems solved`));
    const learning = page.getByTestId('books-subscribed');
    const card = learning.getByRole('link', { name: new RegExp(BOOK_TITLE) });
    await card.waitFor();
    expect(await card.getByTestId('book-progress').innerText()).toContain(`2 / ${total}`);
    expect(await card.getByTestId('book-percent').innerText()).toBe(`${Math.floor(200 / total)}%`);
    await expect.poll(() => page.getByTestId('figure-completions').innerText()).toMatch(/\b2\b/);
    expect(await page.getByTestId('figure-active-days').innerText()).toMatch(/\b1\b/);
    expect(await noHorizontalScroll(page)).toBe(true);

    expect(page.errors).toEqual([]);
    await context.close();
  });
});
