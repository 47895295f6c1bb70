// Undo in the interview room is per person: the interviewer and a guest type in turn, and each
// one's Ctrl+Z takes back only their own typing (y-monaco alone would also revert the other's),
// for both of them; redo brings it back.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { editorText, joinAsGuest, openNewRoom } from './support/interview';

const USER = { username: 'undo_uma', email: 'undo-uma@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

async function typeAt(page: Page, where: 'ControlOrMeta+Home' | 'ControlOrMeta+End', text: string) {
  await page.getByTestId('shared-editor').locator('.view-lines').click();
  await page.keyboard.press(where);
  await page.keyboard.type(text);
}

async function press(page: Page, keys: string) {
  await page.getByTestId('shared-editor').locator('.view-lines').click();
  await page.keyboard.press(keys);
}

it('takes back only one’s own typing on Ctrl+Z, for each person, and redoes it', { timeout: 180_000 }, async () => {
  const host = await openNewRoom(browser, platform.baseUrl, { tokens });
  const guest = await joinAsGuest(browser, platform.baseUrl, host.code, 'Grace');

  await typeAt(host.page, 'ControlOrMeta+End', 'const host = 1;');
  await expect.poll(() => editorText(guest.page), { timeout: 30_000 }).toContain('const host = 1;');
  // before the interviewer's text, so what they typed has moved since
  await typeAt(guest.page, 'ControlOrMeta+Home', 'const guest = 2; ');
  await expect.poll(() => editorText(host.page), { timeout: 30_000 }).toContain('const guest = 2;');

  // the interviewer's undo: their line goes, the guest's stays, on both screens
  await press(host.page, 'ControlOrMeta+Z');
  for (const page of [host.page, guest.page]) {
    await expect.poll(() => editorText(page), { timeout: 30_000 }).not.toContain('const host = 1;');
    expect(await editorText(page)).toContain('const guest = 2;');
  }
  // the guest's undo takes back theirs
  await press(guest.page, 'ControlOrMeta+Z');
  for (const page of [host.page, guest.page]) {
    await expect.poll(() => editorText(page), { timeout: 30_000 }).not.toContain('const guest = 2;');
  }
  // redo brings back the interviewer's own, and only theirs
  await press(host.page, 'ControlOrMeta+Shift+Z');
  for (const page of [host.page, guest.page]) {
    await expect.poll(() => editorText(page), { timeout: 30_000 }).toContain('const host = 1;');
    expect(await editorText(page)).not.toContain('const guest = 2;');
  }
  expect(host.page.errors).toEqual([]);
  expect(guest.page.errors).toEqual([]);
  await host.context.close();
  await guest.context.close();
});
