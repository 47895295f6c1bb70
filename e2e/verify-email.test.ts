// Registration mails a verification code, and the Account tab takes it at once: no need to ask
// for another. Asking again within the server's cooldown says so calmly (a note, not a red
// "Too many attempts"), and the note leaves once the address is verified.
import { expect, it } from 'vitest';
import { startSmtpInbox } from '../server/test/smtp-inbox';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { useResource } from './support/resource';
import { at, captured } from '../server/test/at';

const USER = { username: 'verify_me', email: 'verify-me@example.com', password: 'Str0ng!pass' };
const inbox = useResource('the SMTP inbox', startSmtpInbox, (started) => started.close());
const { platform, browser } = usePlatformAndBrowser(() => ({ SMTP_URL: inbox.url }));
const tokens = useSignedInUser(platform, USER);

it('verifies with the code mailed at registration; a refused resend is a note that leaves once verified', async () => {
  const mailed = () => inbox.mails.filter((m) => m.to.includes(USER.email) && /verification code/i.test(m.subject));
  await expect.poll(() => mailed().length, { timeout: 15_000 }).toBe(1);
  const code = captured(/(\w{6})\s*$/, at(mailed(), 0, 'a verification mail').subject);

  const { context, page } = await newAppPage(browser, { tokens });
  await page.goto(`${platform.baseUrl}/user-setting?tab=account`);
  await page.getByText('Not verified').waitFor();
  // the code field is there before any resend
  const codeField = page.getByLabel('Verification code');
  await codeField.waitFor();

  // within the server's 60 s a new code is refused: a calm note and a countdown on the button
  await page.getByRole('button', { name: 'Send verification code' }).click();
  const note = page.getByRole('status').filter({ hasText: 'a moment ago' });
  await note.waitFor();
  await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
  expect(
    await page
      .getByRole('alert')
      .filter({ hasText: /too many/i })
      .count(),
  ).toBe(0);
  expect(mailed()).toHaveLength(1);

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText('Verified', { exact: true }).waitFor();
  await note.waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: /Send verification code|Resend in/ }).count()).toBe(0);
  expect(await codeField.count()).toBe(0);
  expect(page.errors).toEqual([]);
  await context.close();
});
