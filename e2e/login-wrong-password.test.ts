// A wrong password is an expected outcome, not a failed load: the sign-in form shows the
// refusal and the browser's console stays free of errors (a 4xx answer is logged by Chromium as
// a red "Failed to load resource").
import { expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { signInWithForm } from './support/login-form';

const USER = { username: 'wrong_wes', email: 'wrong-wes@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
useSignedInUser(platform, USER);

it('shows the refusal of a wrong password with no error in the console', { timeout: 120_000 }, async () => {
  const { context, page } = await newAppPage(browser);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/graphql') && response.request().postData()?.includes('Login')) {
      answers.push(response.status());
    }
  });
  await signInWithForm(page, platform.baseUrl, USER.username, 'not-the-password');
  await page.getByText('Invalid username or password, please try again.').first().waitFor();
  expect(answers).toEqual([200]);
  expect(consoleErrors).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});
