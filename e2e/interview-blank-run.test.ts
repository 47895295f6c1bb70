// Run on a blank pad: the code runs in the judge without tests, and both people in the room see
// who ran it and its console output (and an error it threw).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { editorText, joinAsGuest, openNewRoom } from './support/interview';

const USER = { username: 'pad_pia', email: 'pad-pia@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

async function replacePad(page: Page, code: string) {
  await page.getByTestId('shared-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code); // as pasted: no auto-closed brackets
}

it('runs a blank pad’s code and shows its console to both', { timeout: 180_000 }, async () => {
  const host = await openNewRoom(browser, platform.baseUrl, { tokens });
  const guest = await joinAsGuest(browser, platform.baseUrl, host.code, 'Grace');
  expect(await guest.page.getByTestId('run-summary').textContent()).toBe(
    'No run yet. Run executes the code on the pad; both of you see its console output.',
  );

  await replacePad(guest.page, "const sum = (a, b) => a + b;\nconsole.log('sum is', sum(2, 3));");
  await expect.poll(() => editorText(host.page), { timeout: 30_000 }).toContain("console.log('sum is'");
  await guest.page.getByRole('button', { name: 'Run', exact: true }).click();
  for (const page of [guest.page, host.page]) {
    await expect
      .poll(() => page.getByTestId('run-summary').textContent(), { timeout: 60_000 })
      .toBe('Run by Grace · its console output:');
    expect(await page.getByTestId('run-logs').innerText()).toBe('sum is 5');
  }

  // an error the code throws is the run's message, for both
  await replacePad(host.page, "throw new Error('not yet');");
  await expect.poll(() => editorText(guest.page), { timeout: 30_000 }).toContain("Error('not yet')");
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
