// Signing in through the /login form, as a visitor does: for tests that reach or follow it
// from the pages rather than the API.
import type { Page } from 'playwright-core';

/** goes to `${baseUrl}/login` unless already there; remember-me is on by default, as on the form */
export async function signInWithForm(
  page: Page,
  baseUrl: string,
  login: string,
  password: string,
  { remember = true } = {},
): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByLabel('Remember me');
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
