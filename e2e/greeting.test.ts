// One name for the user everywhere: without a nickname, the header's menu, the dashboard and the
// settings' profile card all use the username (the menu used to say "Hi, New user" beside the
// dashboard's "Welcome back, <username>").
import { expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const USER = { username: 'named_user', email: 'named@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

it('greets a user without a nickname by the username in the menu, the dashboard and the profile card', async () => {
  const { context, page } = await newAppPage(browser, { store: true, tokens });
  await page.goto(`${platform.baseUrl}/dashboard`);
  await page.getByText(`Welcome back, ${USER.username}`).waitFor();
  await page.getByTestId('user-menu').click();
  // the menu's panel (its button says the same, to screen readers below 1536 px)
  await page.locator('header p', { hasText: `Hi, ${USER.username}` }).waitFor();
  expect(await page.getByText('New user').count()).toBe(0);
  await page.keyboard.press('Escape');
  await page.goto(`${platform.baseUrl}/user-setting`);
  await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
  await page.getByText(USER.username, { exact: true }).first().waitFor();
  expect(await page.getByText('New user').count()).toBe(0);
  expect(page.errors).toEqual([]);
  await context.close();
});
