// The interviewer's controls in two browsers (issue #30): the interviewer (English, light) locks the
// pad — the candidate (a guest, Chinese, dark) sees the banner and cannot type, and can again once
// unlocked; turns runs off — the candidate's Run is disabled with the reason and the API refuses
// their run; starts a focus time — the candidate sees the banner with the time left and no
// interviewer's cursor, and the interviewer has no follow mode; ends it. axe checks both pages.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { editorText, joinAsGuest, openNewRoom, typeAtEnd } from './support/interview';

const USER = { username: 'ctl_host', email: 'ctl-host@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** the remote cursors drawn in the pad (y-monaco's decorations of the others' selections) */
const remoteCursors = (page: Page) => page.getByTestId('shared-editor').locator('.yRemoteSelectionHead').count();

/**
 * the remote cursors the candidate sees, after the interviewer's cursor moves once more: y-monaco
 * publishes a selection when it changes, so one the candidate's page missed while its binding was
 * being made is sent again at each try
 */
async function hostCursorSeen(host: Page, guest: Page) {
  await host.keyboard.press('Home');
  await host.keyboard.press('End');
  return remoteCursors(guest);
}

const noSeriousAxe = async (page: Page) =>
  expect(await axeViolations(page, { include: ['[data-testid=interview-room]'], exclude: ['.monaco-editor'] })).toEqual(
    [],
  );

it(
  'locks the pad, turns runs off and holds a focus time, all shown to the candidate',
  { timeout: 240_000 },
  async () => {
    const host = await openNewRoom(browser, platform.baseUrl, { tokens });
    const { code } = host;
    const guest = await joinAsGuest(browser, platform.baseUrl, code, 'Grace', {
      lang: 'zhCN',
      theme: 'dark',
      store: true,
    });

    await typeAtEnd(host.page, 'let a = 1;');
    await expect.poll(() => editorText(guest.page), { timeout: 30_000 }).toBe('let a = 1;');
    // before any focus time the candidate sees the interviewer's cursor
    await expect.poll(() => hostCursorSeen(host.page, guest.page), { timeout: 30_000 }).toBeGreaterThan(0);

    // lock: the candidate is told, and typing changes nothing
    const lock = host.page.getByTestId('control-lock');
    await lock.focus();
    await host.page.keyboard.press('Enter'); // keyboard-usable
    await expect.poll(() => lock.getAttribute('aria-pressed')).toBe('true');
    const banner = guest.page.getByTestId('banner-locked');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.innerText()).toBe('面试官已锁定代码板：你可以阅读代码，但不能输入。');
    await expect.poll(() => guest.page.getByTestId('shared-editor').getAttribute('data-readonly')).toBe('true');
    await typeAtEnd(guest.page, ' // no');
    expect(await editorText(guest.page)).toBe('let a = 1;');
    await noSeriousAxe(guest.page);
    await noSeriousAxe(host.page);

    // unlock: the candidate types again, and the interviewer sees it
    await lock.click();
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => guest.page.getByTestId('shared-editor').getAttribute('data-readonly')).toBe('false');
    await typeAtEnd(guest.page, ' let b = 2;');
    await expect.poll(() => editorText(host.page), { timeout: 30_000 }).toBe('let a = 1; let b = 2;');

    // runs off: the candidate's Run is disabled with the reason, and the API refuses their run
    await host.page.getByTestId('control-runs').click();
    await guest.page.getByTestId('banner-runs-off').waitFor({ timeout: 30_000 });
    const run = guest.page.getByTestId('run-button');
    await expect.poll(() => run.isDisabled()).toBe(true);
    expect(await guest.page.getByTestId('run-disabled-reason').innerText()).toBe('面试官已关闭运行');
    const refused = await guest.page.evaluate(async (room) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({
          query:
            'mutation ($code: String!, $guestToken: String) { runInterviewCode(code: $code, source: "1", guestToken: $guestToken) { total } }',
          variables: { code: room, guestToken: localStorage.getItem(`interview-guest:${room}`) },
        }),
      });
      return (await response.json()) as { errors?: { message: string }[] };
    }, code);
    expect(refused.errors?.[0]?.message).toBe('Runs are turned off by the interviewer.');
    // the interviewer still runs
    const hostRun = host.page.getByTestId('run-button');
    expect(await hostRun.isDisabled()).toBe(false);
    await hostRun.click();
    await expect
      .poll(() => host.page.getByTestId('run-summary').textContent(), { timeout: 60_000 })
      .toMatch(/^Run by ctl_host/);
    await host.page.getByTestId('control-runs').click();
    await expect.poll(() => run.isDisabled(), { timeout: 30_000 }).toBe(false);

    // focus time: a banner with the time left for the candidate, no interviewer's cursor, no follow mode
    await host.page.getByLabel('Focus minutes').selectOption('5');
    await host.page.getByTestId('control-focus-start').click();
    const focus = guest.page.getByTestId('banner-focus');
    await focus.waitFor({ timeout: 30_000 });
    expect(await focus.innerText()).toMatch(/^专注时间——面试官没有在看 · 剩余 0[45]:\d\d$/);
    await host.page.getByTestId('banner-focus').waitFor();
    await expect.poll(() => remoteCursors(guest.page), { timeout: 30_000 }).toBe(0);
    await typeAtEnd(host.page, ' let c = 3;');
    await expect.poll(() => editorText(guest.page), { timeout: 30_000 }).toBe('let a = 1; let b = 2; let c = 3;');
    // the interviewer's cursor moves are not shared: the candidate has a round trip of them and still none
    await host.page.keyboard.press('ControlOrMeta+Home');
    await typeAtEnd(host.page, ' ');
    await expect.poll(() => editorText(guest.page), { timeout: 30_000 }).toBe('let a = 1; let b = 2; let c = 3; ');
    expect(await remoteCursors(guest.page)).toBe(0);
    expect(await host.page.getByRole('button', { name: /^Follow / }).count()).toBe(0);
    await noSeriousAxe(guest.page);
    await noSeriousAxe(host.page);

    // the interviewer ends it: the banner goes, and the cursor shows again at its next move
    await host.page.getByTestId('control-focus-end').click();
    await focus.waitFor({ state: 'detached', timeout: 30_000 });
    await typeAtEnd(host.page, '//');
    await expect.poll(() => hostCursorSeen(host.page, guest.page), { timeout: 30_000 }).toBeGreaterThan(0);

    expect(host.page.errors).toEqual([]);
    expect(guest.page.errors).toEqual([]);
    await host.context.close();
    await guest.context.close();
  },
);
