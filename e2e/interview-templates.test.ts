// Interview templates in the browser: an interviewer makes a template (two problems put in order
// with up/down, notes, two rubric criteria), opens a room from it — the room starts on the first
// problem and shows the interviewer the plan with its notes — rates the rubric and saves; then
// shares the link, which a second interviewer opens and copies into their own templates. axe
// checks the new pages (English light, Chinese dark), and no page throws.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const HOST = { username: 'tpl_hana', email: 'tpl-hana@example.com', password: 'Str0ng!pass' };
const OTHER = { username: 'tpl_omar', email: 'tpl-omar@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const hostTokens = useSignedInUser(platform, HOST);
const otherTokens = useSignedInUser(platform, OTHER);

const DEBOUNCE = 'Implement debounce';
const bindTitle = 'Implement Function.prototype.bind';

async function noAxeViolations(page: Page, what: string, exclude?: string[]) {
  // a toast sliding in or out is half transparent: check the page once it is gone (with the
  // mouse off it: a hovered toast stays, and the last click may have been where it appeared)
  await page.mouse.move(0, 0);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await axeViolations(page, exclude ? { exclude } : {}), what).toEqual([]);
}

async function addProblem(page: Page, title: string) {
  const choice = page.getByLabel('Problem to add');
  await choice.locator('option', { hasText: title }).first().waitFor({ state: 'attached' });
  const value = await choice.locator('option', { hasText: title }).first().getAttribute('value');
  await choice.selectOption(value!);
  await page.getByRole('button', { name: 'Add problem' }).click();
}

it(
  'makes a template, opens a room from it, rates its rubric, and shares it for copying',
  { timeout: 240_000 },
  async () => {
    const host = await newAppPage(browser, { store: true, tokens: hostTokens, width: 1440, height: 900 });
    const { page } = host;
    await page.goto(`${platform.baseUrl}/interview`);
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.waitForURL(/\/interview\/templates$/);
    await page.getByText('No templates yet.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'New template' }).click();
    await page.waitForURL(/\/interview\/templates\/new$/);

    await page.getByLabel('Name', { exact: true }).fill('Frontend screen');
    // the second problem first, then put in order with the keyboard-usable up button
    await addProblem(page, bindTitle);
    await addProblem(page, DEBOUNCE);
    await page.getByRole('button', { name: `Move ${DEBOUNCE} up` }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('template-problem').allTextContents())
      .toEqual([expect.stringContaining(`1. ${DEBOUNCE}`), expect.stringContaining(`2. ${bindTitle}`)]);
    await page.getByLabel(`Notes on ${DEBOUNCE}`).fill('Ask about the trailing call and cancel().');
    await page.getByLabel('Criterion 1', { exact: true }).fill('Problem solving');
    await page.getByLabel('What criterion 1 looks at').fill('Finds an approach before typing.');
    await page.getByRole('button', { name: 'Add criterion' }).click();
    await page.getByLabel('Criterion 2', { exact: true }).fill('Communication');
    await noAxeViolations(page, 'the template form');
    await page.getByRole('button', { name: 'Save template' }).click();

    await page.waitForURL(/\/interview\/templates$/);
    const item = page.getByTestId('template-item').filter({ hasText: 'Frontend screen' });
    await item.getByText('Problems: 2').waitFor();
    await item.getByRole('button', { name: 'Share link' }).click();
    const shareLink = await item.getByTestId('share-link').inputValue();
    expect(shareLink).toMatch(/\/interview\/templates\/shared\/[A-Za-z0-9_-]{22}$/);
    await noAxeViolations(page, 'the templates list');

    // a room from the template: the first problem on the pad, the plan with its notes
    await item.getByRole('button', { name: 'Open a room' }).click();
    await page.waitForURL(/\/interview\/[A-Za-z0-9_-]{24}$/);
    await page.locator('[data-testid="collab-state"][data-state="connected"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('room-title').textContent()).toContain(DEBOUNCE);
    const plan = page.getByTestId('room-plan');
    await plan.getByText('Ask about the trailing call and cancel().').waitFor();
    expect(await plan.getByTestId('plan-problem').count()).toBe(2);
    await plan.getByRole('button', { name: `Put on the pad: ${bindTitle}` }).waitFor();

    // the rubric: each criterion 1–4 with its description
    const rubric = page.getByTestId('rubric-scorecard');
    await rubric.getByText('Finds an approach before typing.').waitFor();
    await rubric.getByLabel('Problem solving').selectOption('4');
    await rubric.getByLabel('Communication').selectOption('3');
    await rubric.getByLabel('Summary').fill('Clear and careful.');
    await rubric.getByRole('button', { name: 'Save scorecard' }).click();
    await page.getByText('Scorecard saved.').waitFor();
    await noAxeViolations(page, 'the room with a plan', ['.monaco-editor']);
    const code = page.url().split('/').pop()!;
    const saved = await gql<{ interviewRoom: { scorecard: { rubric: unknown; summary: string } } }>(
      platform.baseUrl,
      `query ($code: String!) { interviewRoom(code: $code) { scorecard { rubric { criterion score } summary } } }`,
      { code },
      hostTokens.access,
    );
    expect(saved.interviewRoom.scorecard).toEqual({
      rubric: [
        { criterion: 'Problem solving', score: 4 },
        { criterion: 'Communication', score: 3 },
      ],
      summary: 'Clear and careful.',
    });

    // the second interviewer opens the link (Chinese, dark) and copies the template
    const other = await newAppPage(browser, { store: true, tokens: otherTokens, lang: 'zhCN', theme: 'dark' });
    await other.page.goto(shareLink);
    await other.page.getByTestId('shared-template-name').getByText('Frontend screen').waitFor();
    await other.page.getByText('Ask about the trailing call and cancel().').waitFor();
    await noAxeViolations(other.page, 'the shared template page (zh-CN, dark)');
    await other.page.getByRole('button', { name: '复制到我的模板' }).click();
    await other.page.waitForURL(/\/interview\/templates\/(?!shared)[^/]+$/);
    await expect.poll(() => other.page.getByLabel('名称', { exact: true }).inputValue()).toBe('Frontend screen');
    await noAxeViolations(other.page, 'the template form (zh-CN, dark)');
    const mine = await gql<{ myInterviewTemplates: { name: string; mine: boolean }[] }>(
      platform.baseUrl,
      `{ myInterviewTemplates { name mine } }`,
      {},
      otherTokens.access,
    );
    expect(mine.myInterviewTemplates).toEqual([{ name: 'Frontend screen', mine: true }]);

    expect(page.errors).toEqual([]);
    expect(other.page.errors).toEqual([]);
    await host.context.close();
    await other.context.close();
  },
);
