// Run on a blank pad: the code runs in the judge without tests, and both people in the room see
// who ran it and its console output (and an error it threw).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const USER = { username: 'pad_pia', email: 'pad-pia@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** the pad's text as shown (Monaco draws spaces as no-break spaces) */
const padText = async (page: Page) =>
  (await page.getByTestId('shared-editor').locator('.view-lines').innerText()).replaceAll('\u00a0', ' ');

async function replacePad(page: Page, code: string) {
  await page.getByTestId('shared-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code); // as pasted: no auto-closed brackets
}

it('runs a blank pad’s code and shows its console to both', { timeout: 180_000 }, async () => {
  const host = await newAppPage(browser, { store: true, tokens, width: 1440, height: 900 });
  await host.page.goto(`${platform.baseUrl}/interview`);
  await host.page.getByRole('button', { name: 'New interview' }).click();
  await host.page.waitForURL(/\/interview\/[^/]+$/);
  await host.page.locator('[data-testid="collab-state"][data-state="connected"]').waitFor({ timeout: 30_000 });
  const guest = await newAppPage(browser, { width: 1440, height: 900 });
  await guest.page.goto(`${platform.baseUrl}${new URL(host.page.url()).pathname}`);
  await guest.page.getByLabel('Your name').fill('Grace');
  await guest.page.getByLabel('Your name').press('Enter');
  await guest.page.locator('[data-testid="collab-state"][data-state="connected"]').waitFor({ timeout: 30_000 });
  expect(await guest.page.getByTestId('run-summary').textContent()).toBe(
    'No run yet. Run executes the code on the pad; both of you see its console output.',
  );

  await replacePad(guest.page, "const sum = (a, b) => a + b;\nconsole.log('sum is', sum(2, 3));");
  await expect.poll(() => padText(host.page), { timeout: 30_000 }).toContain("console.log('sum is'");
  await guest.page.getByRole('button', { name: 'Run', exact: true }).click();
  for (const page of [guest.page, host.page]) {
    await expect
      .poll(() => page.getByTestId('run-summary').textContent(), { timeout: 60_000 })
      .toBe('Run by Grace · its console output:');
    expect(await page.getByTestId('run-logs').innerText()).toBe('sum is 5');
  }

  // an error the code throws is the run's message, for both
  await replacePad(host.page, "throw new Error('not yet');");
  await expect.poll(() => padText(guest.page), { timeout: 30_000 }).toContain("Error('not yet')");
  await host.page.getByRole('button', { name: 'Run', exact: true }).click();
  for (const page of [host.page, guest.page]) {
    await expect
      .poll(() => page.getByTestId('run-summary').textContent(), { timeout: 60_000 })
      .toMatch(/^Run by .+ · .*not yet/);
  }
  expect(host.page.errors).toEqual([]);
  expect(guest.page.errors).toEqual([]);
  await host.context.close();
  await guest.context.close();
});
