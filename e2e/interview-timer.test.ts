// The room's shared timer stops when the interview ends: it used to keep counting in the ended
// room (the start stored in the shared document was still read as running).
import { expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const USER = { username: 'timer_host', email: 'timer-host@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

it('stops the running timer at the end of the interview', { timeout: 120_000 }, async () => {
  const { context, page } = await newAppPage(browser, { store: true, tokens });
  await page.goto(`${platform.baseUrl}/interview`);
  await page.getByRole('button', { name: 'New interview' }).click();
  await page.waitForURL(/\/interview\/[^/]+$/);
  const timer = page.getByTestId('timer');
  await page.getByRole('group', { name: 'Timer' }).getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => timer.innerText(), { timeout: 15_000 }).not.toMatch(/^(00:)+00$/);

  await page.getByRole('button', { name: 'End interview' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End interview' }).click();
  await page.getByTestId('room-ended').waitFor({ timeout: 30_000 });
  // the timer has had the time to settle on the end; from then on it must not move
  await expect
    .poll(() => page.getByRole('group', { name: 'Timer' }).getByRole('button', { name: 'Start' }).count())
    .toBe(1);
  const atEnd = await timer.innerText();
  // two and a half seconds on the page's own clock (a running timer shows a new second by then)
  const from = await page.evaluate(() => Date.now());
  await expect.poll(() => page.evaluate(() => Date.now()), { timeout: 15_000 }).toBeGreaterThan(from + 2500);
  expect(await timer.innerText()).toBe(atEnd);
  expect(page.errors).toEqual([]);
  await context.close();
});
