// The interview room's header names the problem on the pad, for everyone in the room as soon as
// the interviewer chooses it; the interviewer alone can run its hidden tests; the interviewer's private notes are a notes area (no line
// numbers) filling what their column leaves, not a small code box.
import { expect, it } from 'vitest';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { joinAsGuest, openNewRoom } from './support/interview';

const USER = { username: 'room_rae', email: 'room-rae@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

it(
  'shows the chosen problem in every member’s header and gives the notes their panel',
  { timeout: 180_000 },
  async () => {
    const host = await openNewRoom(browser, platform.baseUrl, { tokens });
    const title = (page: typeof host.page) => page.locator('[data-testid="interview-room"] header h1').innerText();
    await expect.poll(() => title(host.page)).toBe('Untitled interview');

    const guest = await joinAsGuest(browser, platform.baseUrl, host.code, 'Grace');
    await expect.poll(() => title(guest.page)).toBe('Untitled interview');

    await host.page.getByLabel('Choose a problem').selectOption({ label: 'Implement debounce · Medium' });
    await expect.poll(() => title(host.page), { timeout: 30_000 }).toBe('Implement debounce');
    await expect.poll(() => title(guest.page), { timeout: 30_000 }).toBe('Implement debounce');

    // the interviewer runs the hidden tests on the starter: the result shows on their screen only
    await host.page.getByRole('button', { name: 'Run hidden tests' }).click();
    await expect
      .poll(() => host.page.getByTestId('hidden-run').textContent(), { timeout: 60_000 })
      .toMatch(/^Hidden tests \(only you see this\): \d+\/\d+ passed$/);
    expect(await guest.page.getByRole('button', { name: 'Run hidden tests' }).count()).toBe(0);
    expect(await guest.page.getByTestId('hidden-run').count()).toBe(0);

    // the notes: no line numbers, and at least a comfortable 18 rem by 16 rem
    const notes = host.page.getByTestId('notes-editor');
    await notes.locator('.monaco-editor').waitFor();
    expect(await notes.locator('.line-numbers').count()).toBe(0);
    const box = (await notes.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(288);
    expect(box.height).toBeGreaterThanOrEqual(256);
    expect(host.page.errors).toEqual([]);
    expect(guest.page.errors).toEqual([]);
    await host.context.close();
    await guest.context.close();
  },
);
