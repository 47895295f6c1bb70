// The /register form filled as a visitor does, for tests that create an account through the
// page (the API's signUp skips what they look at).
import type { Page } from 'playwright-core';

/** fills every field of the open /register form, the confirmation repeating the password */
export async function fillRegistration(
  page: Page,
  user: { username: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
}
