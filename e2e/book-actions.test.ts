// The book page's actions in a real browser against the real platform: an anonymous visitor's
// "Start to learn" detour through /login (finished once signed in), start to learn, marking problems done and undone in
// the list (the progress panel follows), archive → restore, reset progress, stop tracking, copy
// link and the share popover (domestic targets first, WeChat QR code), on a phone, in the dark
// and in Chinese.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AppContextOptions, newAppPage } from './support/context';
import { bookProblems } from './support/bank';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { signInWithForm } from './support/login-form';
import { toast } from './support/ui';

const BOOK = 'function-implementation';
const TITLE = 'JavaScript Function Implementation';
// the book grows with the bank: its size and percentages come from content/
const size = bookProblems(BOOK).length;
const percentOf = (done: number) => Math.floor((done * 100) / size);
const USER = { username: 'grace_h', email: 'grace@example.com', password: 'Str0ng!pass' };

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** the book in a new context, signed in as USER unless `tokens: null` */
async function openBook(options: AppContextOptions = {}, title = TITLE) {
  const opened = await newAppPage(browser, { store: true, tokens, ...options });
  await opened.page.goto(`${platform.baseUrl}/book/${BOOK}`);
  await opened.page.getByRole('heading', { level: 1, name: title }).waitFor();
  return opened;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Your progress' });
const chip = (page: Page) => page.locator('[data-status]');
const summary = (page: Page) => panel(page).getByText(/of \d+ completed/);
const percent = (page: Page) => page.getByRole('progressbar', { name: 'Book progress' });
/** a problem's row in the list, by its title */
const row = (page: Page, title: string) => page.locator('li', { has: page.getByRole('link', { name: title }) });

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('book actions', () => {
  it('sends an anonymous "Start to learn" to /login and starts the book after signing in', async () => {
    const { context, page } = await openBook({ tokens: null });
    await expect.poll(() => chip(page).getAttribute('data-status')).toBe('unsubscribed');
    await panel(page).getByRole('button', { name: 'Start to learn' }).click();
    await page.waitForURL('**/login');
    await signInWithForm(page, platform.baseUrl, USER.username, USER.password);
    await page.waitForURL(`**/book/${BOOK}`);
    // what the visitor asked for is done, and said so
    await toast(page, `You started learning “${TITLE}”.`).waitFor();
    await expect.poll(() => chip(page).getAttribute('data-status')).toBe('subscribed');
    // once: a reload does not start it again (nor complain)
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(() => chip(page).getAttribute('data-status')).toBe('subscribed');
    // back to untracked for the next test
    await panel(page).getByRole('button', { name: 'Stop tracking' }).click();
    await confirm(page, 'Stop tracking this book?', 'Stop tracking');
    await expect.poll(() => chip(page).getAttribute('data-status')).toBe('unsubscribed');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('starts learning, marks problems done and undone, archives, restores, resets and stops', async () => {
    const { context, page } = await openBook();
    const actions = panel(page);

    await actions.getByRole('button', { name: 'Start to learn' }).click();
    await toast(page, `You started learning “${TITLE}”.`).waitFor();
    await expect.poll(() => chip(page).textContent()).toContain('Learning');
    await actions.getByRole('button', { name: 'Archive' }).waitFor();
    expect(await summary(page).textContent()).toBe(`0 of ${size} completed`);
    expect(await percent(page).locator('[data-tone]').getAttribute('data-tone')).toBe('none');

    // two problems done from the list: count, percent and colour follow
    const debounce = row(page, 'Implement debounce');
    const throttle = row(page, 'Implement throttle');
    await debounce.getByRole('button', { name: 'Mark as done' }).click();
    await toast(page, 'Marked “Implement debounce” as done.').waitFor();
    await throttle.getByRole('button', { name: 'Mark as done' }).click();
    await expect.poll(() => summary(page).textContent()).toBe(`2 of ${size} completed`);
    expect(await percent(page).getAttribute('aria-valuenow')).toBe(String(percentOf(2)));
    expect(await percent(page).locator('[data-tone]').getAttribute('data-tone')).toBe('started');
    await throttle.getByRole('button', { name: 'Mark as not done' }).waitFor();

    // undo one; the server kept it (a reload shows the same)
    await throttle.getByRole('button', { name: 'Mark as not done' }).click();
    await expect.poll(() => summary(page).textContent()).toBe(`1 of ${size} completed`);
    await page.reload();
    await expect.poll(() => summary(page).textContent()).toBe(`1 of ${size} completed`);
    expect(await percent(page).getAttribute('aria-valuenow')).toBe(String(percentOf(1)));
    await debounce.getByRole('button', { name: 'Mark as not done' }).waitFor();

    // archive (confirmed) → restore: the progress stays
    await actions.getByRole('button', { name: 'Archive' }).click();
    await confirm(page, 'Archive this book?', 'Archive');
    await toast(page, `“${TITLE}” is archived.`).waitFor();
    await expect.poll(() => chip(page).textContent()).toContain('Archived');
    await actions.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => chip(page).textContent()).toContain('Learning');
    expect(await summary(page).textContent()).toBe(`1 of ${size} completed`);

    // reset (confirmed, danger) → back to 0
    await actions.getByRole('button', { name: 'Reset progress' }).click();
    await confirm(page, 'Reset your progress?', 'Reset progress');
    await toast(page, `Your progress in “${TITLE}” was reset.`).waitFor();
    await expect.poll(() => summary(page).textContent()).toBe(`0 of ${size} completed`);
    await debounce.getByRole('button', { name: 'Mark as done' }).waitFor();
    expect(await percent(page).getAttribute('aria-valuenow')).toBe('0');

    // stop tracking (confirmed)
    await actions.getByRole('button', { name: 'Stop tracking' }).click();
    await confirm(page, 'Stop tracking this book?', 'Stop tracking');
    await toast(page, `You stopped tracking “${TITLE}”.`).waitFor();
    await actions.getByRole('button', { name: 'Start to learn' }).waitFor();
    await expect.poll(() => chip(page).getAttribute('data-status')).toBe('unsubscribed');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('copies the link ("Copied" for 3 s) and shares, domestic targets first, WeChat by QR code', async () => {
    const { context, page } = await openBook({ permissions: ['clipboard-read', 'clipboard-write'] });
    // the page's clock, paused: "Copied" lasts exactly as long as the test advances it
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const copy = panel(page).getByRole('button', { name: 'Copy link' });
    await copy.click();
    const copied = panel(page).getByRole('button', { name: 'Copied' });
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${platform.baseUrl}/book/${BOOK}`);
    await page.clock.runFor(2999);
    expect(await copied.isVisible()).toBe(true);
    await page.clock.runFor(2);
    await panel(page).getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await copied.count()).toBe(0);
    await page.clock.resume();

    await panel(page).getByRole('button', { name: 'Share' }).click();
    const menu = page.getByRole('dialog', { name: 'Share this book' });
    await menu.locator('[data-target="wechat"]').waitFor(); // the inside loads on first open
    const ids = await menu
      .locator('[data-target]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-target')));
    expect(ids.slice(0, 6)).toEqual(['wechat', 'weibo', 'qq', 'qzone', 'douban', 'tieba']);
    expect(ids.length).toBeGreaterThanOrEqual(24);
    const x = menu.locator('a[data-target="x"]');
    expect(await x.getAttribute('target')).toBe('_blank');
    expect(await x.getAttribute('rel')).toBe('noopener noreferrer');
    expect(new URL((await x.getAttribute('href'))!).searchParams.get('text')).toBe(TITLE);

    await menu.getByRole('button', { name: 'WeChat' }).click();
    await page.getByRole('img', { name: 'QR code of the link to this book' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('looks right on a phone and in the dark', async () => {
    const { context: mobile, page: phone } = await openBook({ width: 375 });
    await panel(phone).getByRole('button', { name: 'Start to learn' }).click();
    await panel(phone).getByRole('button', { name: 'Archive' }).waitFor();
    await row(phone, 'Implement curry').getByRole('button', { name: 'Mark as done' }).click();
    await expect.poll(() => summary(phone).textContent()).toBe(`1 of ${size} completed`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await panel(phone).getByRole('button', { name: 'Share' }).click();
    const phoneMenu = phone.getByRole('dialog', { name: 'Share this book' });
    await phoneMenu.locator('[data-target="wechat"]').waitFor();
    // the popover fits the phone's width
    const menuBox = (await phoneMenu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
    await mobile.close();

    const { context: dark, page } = await openBook({ theme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await panel(page).getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog', { name: 'Share this book' }).locator('[data-target="wechat"]').waitFor();
    await dark.close();

    const { context: chinese, page: zh } = await openBook({ lang: 'zhCN' }, 'JavaScript 手写题');
    await zh.getByRole('button', { name: '归档' }).waitFor();
    await chinese.close();
  });
});
