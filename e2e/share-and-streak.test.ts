// Issue #31's shared solutions and streaks in a real browser against the real platform. A learner
// submits `debounce`, shares it from the workbench's submission list and copies the link; a fresh
// signed-out browser (English light, then Chinese dark) opens it and sees the problem's title, the
// highlighted code, the result and the date, never the tests; the HTML carries the page's own
// title and Open Graph tags for chat previews; after the learner revokes the link it says so. The
// dashboard shows the current and longest streak in the browser's zone, then in the zone chosen
// in settings. axe checks every page in both themes; no page throws.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { toast } from './support/ui';

const USER = { username: 'share_sam', email: 'share-sam@example.com', password: 'Str0ng!pass' };
const SOLUTION =
  'function debounce(func, wait) { let t; function d(...a) { clearTimeout(t); t = setTimeout(() => func.apply(this, a), wait); } d.cancel = () => clearTimeout(t); return d; }';
const SLOW = 240_000;

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** axe finds nothing (the code editor's themed text is Monaco's, left out as workbench-a11y does) */
async function noAxeViolations(page: Page, what: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await axeViolations(page, { exclude: ['.monaco-editor'] }), what).toEqual([]);
}

it('shares a submission by a public link, opens it signed out, revokes it', { timeout: SLOW }, async () => {
  const { problem } = await gql<{ problem: { id: string } }>(platform.baseUrl, '{ problem(link: "debounce") { id } }');
  const submitted = await gql<{ submitSolution: { submission: { id: string; status: string; total: number } } }>(
    platform.baseUrl,
    `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) { submission { id status total } } }`,
    { input: { problemId: problem.id, language: 'Javascript', code: SOLUTION, title: 'Shared debounce' } },
    tokens.access,
  );
  const { total, status } = submitted.submitSolution.submission;
  expect(status).toBe('success');

  const owner = await newAppPage(browser, { store: true, tokens, width: 1440, height: 900 });
  await owner.page.goto(`${platform.baseUrl}/problem/debounce`);
  await owner.page.getByTestId('workbench').waitFor();
  await owner.page.getByRole('tab', { name: 'Submit', exact: true }).click();
  const row = owner.page.getByTestId('submission-row').filter({ hasText: 'Shared debounce' });
  const toggle = row.getByRole('button', { name: 'Share “Shared debounce”' });
  await toggle.waitFor();
  // keyboard: the toggle opens the panel, whose button makes the link
  await toggle.focus();
  await owner.page.keyboard.press('Enter');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await owner.page.getByTestId('submission-share-create').click();
  const link = owner.page.getByTestId('submission-share-link');
  await link.waitFor();
  // the toast comes in after the link: axe waits until it has come and gone
  await toast(owner.page, 'The public link is ready.').waitFor();
  const url = await link.inputValue();
  expect(url).toMatch(/\/solutions\/[A-Za-z0-9_-]{22}$/);
  expect(await row.getByTestId('submission-share-toggle').innerText()).toMatch(/^Shared/);
  await noAxeViolations(owner.page, 'the submission list with the share panel');

  // the HTML a chat app reads: the page's own title and Open Graph tags, nothing of the code
  const html = await (await fetch(url, { headers: { 'accept-language': 'en' } })).text();
  expect(html).toMatch(/<title>A solution to [^<]*debounce[^<]* · Frontend Forge<\/title>/i);
  expect(html).toMatch(/<meta property="og:title" content="A solution to [^"]+"/);
  expect(html).toContain(`Accepted: ${total} of ${total} tests passed.`);
  expect(html).not.toContain('clearTimeout');

  // a fresh signed-out browser opens it: title, highlighted code, result, date
  const visitor = await newAppPage(browser, {});
  await visitor.page.goto(url);
  const title = visitor.page.getByTestId('shared-solution-title');
  await title.waitFor({ timeout: 30_000 });
  expect((await title.innerText()).toLowerCase()).toContain('debounce');
  const code = visitor.page.getByTestId('shared-solution-code');
  expect(await code.innerText()).toContain('function debounce(func, wait)');
  expect(await code.locator('.hljs-keyword').count()).toBeGreaterThan(0);
  expect(await visitor.page.getByTestId('shared-solution-result').innerText()).toBe(
    `Accepted: ${total} of ${total} tests passed`,
  );
  const year = String(new Date().getFullYear());
  expect(await visitor.page.getByTestId('shared-solution-date').innerText()).toContain(year);
  expect(await visitor.page.title()).toMatch(/^A solution to .* · /);
  expect(await visitor.page.getByRole('link', { name: 'Sign in' }).count()).toBeGreaterThan(0);
  await noAxeViolations(visitor.page, 'the shared solution (en, light)');

  const dark = await newAppPage(browser, { lang: 'zhCN', theme: 'dark', store: true });
  await dark.page.goto(url);
  await dark.page.getByTestId('shared-solution-code').waitFor({ timeout: 30_000 });
  expect(await dark.page.getByTestId('shared-solution-result').innerText()).toContain('通过');
  await noAxeViolations(dark.page, 'the shared solution (zh-CN, dark)');

  // revoke: the link no longer opens
  await owner.page.getByTestId('submission-share-revoke').click();
  await link.waitFor({ state: 'detached' });
  expect(await row.getByTestId('submission-share-toggle').innerText()).toMatch(/^Share\b(?!d)/);
  await visitor.page.reload();
  const message = visitor.page.getByTestId('shared-solution-message');
  await expect
    .poll(() => message.innerText(), { timeout: 30_000 })
    .toBe('This solution is not shared, or its link was revoked.');
  expect(await visitor.page.getByTestId('shared-solution-code').count()).toBe(0);

  expect(owner.page.errors).toEqual([]);
  expect(visitor.page.errors).toEqual([]);
  expect(dark.page.errors).toEqual([]);
  await Promise.all([owner.context.close(), visitor.context.close(), dark.context.close()]);
});

it(
  'shows the streak on the dashboard in the browser’s zone, then in the zone set in settings',
  { timeout: SLOW },
  async () => {
    // a problem solved today: a streak of one day
    await gql(
      platform.baseUrl,
      'mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status } }',
      { input: { problemId: 'throttle', status: 'RESOLVED' } },
      tokens.access,
    );
    const page = (await newAppPage(browser, { store: true, tokens, timezoneId: 'Asia/Shanghai' })).page;
    await page.goto(`${platform.baseUrl}/dashboard`);
    const zone = page.getByTestId('activity-zone');
    await zone.waitFor({ timeout: 30_000 });
    await expect.poll(() => zone.innerText()).toContain('Days start at midnight in Asia/Shanghai.');
    await expect.poll(() => page.getByTestId('figure-current-streak').innerText()).toBe('Current streak\n1 day');
    expect(await page.getByTestId('figure-max-streak').innerText()).toBe('Longest streak\n1 day');
    await noAxeViolations(page, 'the dashboard (light)');

    // settings: the browser's zone is the default; choosing another one moves the days
    await zone.getByRole('link', { name: 'Change the time zone' }).click();
    const select = page.getByTestId('time-zone-select');
    await select.waitFor({ timeout: 30_000 });
    expect(await select.inputValue()).toBe('');
    expect(await select.locator('option').first().innerText()).toBe('Your browser’s zone (Asia/Shanghai)');
    await select.selectOption('America/New_York');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await page.getByText('Days are counted in America/New_York.').waitFor();
    await toast(page, 'Saved successfully.').waitFor();
    await noAxeViolations(page, 'the settings page');

    await page.goto(`${platform.baseUrl}/dashboard`);
    await expect
      .poll(() => page.getByTestId('activity-zone').innerText(), { timeout: 30_000 })
      .toContain('America/New_York');
    // solved at most a day ago in any zone: the streak holds
    await expect.poll(() => page.getByTestId('figure-current-streak').innerText()).toBe('Current streak\n1 day');

    const dark = (await newAppPage(browser, { store: true, tokens, lang: 'zhCN', theme: 'dark' })).page;
    await dark.goto(`${platform.baseUrl}/dashboard`);
    await expect
      .poll(() => dark.getByTestId('activity-zone').innerText(), { timeout: 30_000 })
      .toContain('America/New_York');
    expect(await dark.getByTestId('figure-max-streak').innerText()).toBe('最长连续\n1 天');
    await noAxeViolations(dark, 'the dashboard (zh-CN, dark)');
    expect(page.errors).toEqual([]);
    expect(dark.errors).toEqual([]);
  },
);
