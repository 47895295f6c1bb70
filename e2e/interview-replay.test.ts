// The replay worth watching (issue #30): the interviewer (English, light) and a guest candidate
// (Chinese, dark, told that pastes and leaving the tab are recorded) type; the candidate pastes two
// lines, leaves the tab and runs the blank pad; the interviewer adds a timestamped note, ends the
// room and opens the replay: a lane per person with their names, a paste marker, a tab marker and
// the run with its result, the note jumps the
// code to its moment, and 32× plays to the end; keyboard play/pause and stepping; axe on both,
// and on the replay in the dark theme.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { editorText, joinAsGuest, openNewRoom, typeAtEnd } from './support/interview';

const USER = { username: 'rp_host', email: 'rp-host@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** a real paste: the text on the clipboard, then Ctrl+V in the pad */
async function paste(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.baseUrl });
  await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
  await page.getByTestId('shared-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+V');
}

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const noSeriousAxe = async (page: Page, include: string) =>
  expect(await axeViolations(page, { include: [include], exclude: ['.monaco-editor'] })).toEqual([]);

it(
  'replays two people’s typing with lanes, markers, notes that jump and 32× playback',
  { timeout: 240_000 },
  async () => {
    const host = await openNewRoom(browser, platform.baseUrl, { tokens });
    const { code } = host;
    const guest = await joinAsGuest(browser, platform.baseUrl, code, 'Grace', {
      lang: 'zhCN',
      theme: 'dark',
      store: true,
    });
    // the candidate is told what is recorded; the interviewer is not shown the notice
    expect(await guest.page.getByTestId('integrity-notice').innerText()).toBe(
      '粘贴和离开此标签页会被记录，供面试官查看。',
    );
    expect(await host.page.getByTestId('integrity-notice').count()).toBe(0);

    await typeAtEnd(host.page, 'let a = 1;');
    await expect.poll(() => editorText(guest.page, 'shared-editor'), { timeout: 30_000 }).toBe('let a = 1;');

    // the note marks this moment: the code is "let a = 1;"
    await host.page.getByLabel('Note for the replay').fill('Starts with a variable');
    await host.page.getByRole('button', { name: /^Add note at / }).click();
    await host.page.getByText(/^Note added at /).waitFor({ timeout: 30_000 });

    await typeAtEnd(guest.page, ' let b = 2;');
    await paste(guest.page, '\nconst c = 3;\nconst d = 4;');
    await expect
      .poll(() => editorText(host.page, 'shared-editor'), { timeout: 30_000 })
      .toBe('let a = 1; let b = 2;\nconst c = 3;\nconst d = 4;');
    await setVisibility(guest.page, 'hidden');
    await setVisibility(guest.page, 'visible');
    // the candidate runs the blank pad (its run goes on the timeline)
    await guest.page.getByRole('button', { name: '运行', exact: true }).click();
    await expect
      .poll(() => host.page.getByTestId('run-summary').textContent(), { timeout: 60_000 })
      .toMatch(/^Run by Grace/);
    await noSeriousAxe(guest.page, '[data-testid=interview-room]');
    await noSeriousAxe(host.page, '[data-testid=interview-room]');

    await host.page.getByRole('button', { name: 'End interview' }).click();
    await host.page.getByRole('alertdialog').getByRole('button', { name: 'End interview' }).click();
    await host.page.getByTestId('room-ended').waitFor({ timeout: 30_000 });

    await host.page.getByRole('button', { name: 'Replay the code' }).click();
    const replay = host.page.getByTestId('replay');
    await replay.waitFor();
    // a lane per person, with names
    await expect
      .poll(() => replay.getByTestId('replay-lane-name').allInnerTexts(), { timeout: 30_000 })
      .toEqual(['rp_host', 'Grace']);
    // the paste and the tab markers (events come in on the same query)
    expect(await replay.getByTestId('replay-marker-paste').count()).toBe(1);
    expect(await replay.getByTestId('replay-marker-hidden').count()).toBe(1);
    expect(await replay.getByTestId('replay-marker-paste').getAttribute('aria-label')).toMatch(
      /Grace pasted more than one line$/,
    );
    // the run, with who ran it and how it went
    expect(await replay.getByTestId('replay-marker-run').getAttribute('aria-label')).toMatch(/ · Grace ran the code$/);
    // the whole code at the end
    await expect.poll(() => editorText(host.page, 'replay')).toBe('let a = 1; let b = 2;\nconst c = 3;\nconst d = 4;');

    // the note jumps to its moment: the code then
    await replay.getByTestId('replay-note').filter({ hasText: 'Starts with a variable' }).click();
    await expect.poll(() => editorText(host.page, 'replay')).toBe('let a = 1;');
    // a marker jumps too: at the paste the pasted lines are there (or arrive with the next change)
    await replay.getByTestId('replay-marker-hidden').click();
    await expect.poll(() => editorText(host.page, 'replay')).toBe('let a = 1; let b = 2;\nconst c = 3;\nconst d = 4;');

    // keyboard: ← steps back a change, from the slider
    await replay.getByTestId('replay-note').filter({ hasText: 'Starts with a variable' }).click();
    const slider = host.page.getByLabel('Position in the replay');
    await slider.focus();
    await host.page.keyboard.press('ArrowLeft');
    await expect.poll(() => editorText(host.page, 'replay')).not.toBe('let a = 1;');
    await host.page.keyboard.press('ArrowRight');
    await expect.poll(() => editorText(host.page, 'replay')).toBe('let a = 1;');

    // 32×: Space plays from the note's moment to the end
    await host.page.getByTestId('replay-speed').selectOption('32');
    await slider.focus();
    await host.page.keyboard.press(' ');
    await expect
      .poll(() => host.page.getByTestId('replay-position').textContent(), { timeout: 60_000 })
      .toMatch(/^Change (\d+) of \1 /);
    await expect.poll(() => editorText(host.page, 'replay')).toBe('let a = 1; let b = 2;\nconst c = 3;\nconst d = 4;');
    // the events after the last change still play; then it stops by itself
    await expect.poll(() => host.page.getByRole('button', { name: 'Play' }).count(), { timeout: 60_000 }).toBe(1);
    await noSeriousAxe(host.page, '[data-testid=replay]');
    await host.page.screenshot({ path: '/tmp/replay-light.png' });

    // the replay in the dark theme: axe-clean too
    await host.page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await host.page.emulateMedia({ colorScheme: 'dark' });
    await host.page.reload();
    await host.page.getByRole('button', { name: 'Replay the code' }).click();
    await expect.poll(() => replay.getByTestId('replay-lane-name').count(), { timeout: 30_000 }).toBe(2);
    expect(await host.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await noSeriousAxe(host.page, '[data-testid=replay]');
    await host.page.screenshot({ path: '/tmp/replay-dark.png' });

    expect(host.page.errors).toEqual([]);
    expect(guest.page.errors).toEqual([]);
    await host.context.close();
    await guest.context.close();
  },
);
