// Issue #31's custom test cases in a real browser against the real platform: in the Case tab a
// learner adds an arguments case and a test case (a malformed one is named in the server's words
// and not kept), they are saved to the account and survive a reload, Run runs the visible tests
// and then theirs, marked as theirs (a wrong expected value fails only that case), and "Copy as a
// case" on a failing visible test puts its body into a new case. A visitor's cases stay in the
// browser. axe checks the Case tab in both themes; no page throws.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { replaceCode } from './support/workbench';

const USER = { username: 'cases_cam', email: 'cases-cam@example.com', password: 'Str0ng!pass' };
const FLATTEN =
  'function flatten(array, depth = 1) { return depth < 1 ? array.slice() : array.reduce((acc, x) => Array.isArray(x) ? acc.concat(flatten(x, depth - 1)) : acc.concat([x]), []); }';
const SLOW = 240_000;

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

const panel = (page: Page) => page.getByTestId('custom-cases');
const cases = (page: Page) => page.getByTestId('custom-case');

async function openCases(page: Page) {
  await page.getByRole('tab', { name: 'Case', exact: true }).click();
  await panel(page).waitFor();
}

async function run(page: Page) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const runner = page.getByTestId('runner');
  await expect.poll(() => runner.getAttribute('data-phase'), { timeout: 120_000 }).toMatch(/^(passed|failed)$/);
  return runner;
}

it(
  'adds cases, keeps them in the account, runs them after the visible tests, copies a failing test',
  { timeout: SLOW },
  async () => {
    const { context, page } = await newAppPage(browser, { store: true, tokens, width: 1440, height: 900 });
    await page.goto(`${platform.baseUrl}/problem/array-flatten`);
    await openCases(page);
    expect(await panel(page).innerText()).toContain('An arguments case calls flatten(…arguments)');

    // an arguments case, typed wrong first: named in the server's words, not saved
    await panel(page).getByRole('button', { name: 'Add an arguments case' }).click();
    const args = cases(page).nth(0).getByLabel('Arguments (a JSON array)');
    await args.fill('[1, [2], 3');
    await cases(page).nth(0).getByText('The arguments must be a JSON array, e.g. [1, "two"].').waitFor();
    expect(await args.getAttribute('aria-invalid')).toBe('true');
    await args.fill('[[1, [2, [3]]], 1]');
    await cases(page).nth(0).getByLabel('Expected (JSON)').fill('[1, 2, [3]]');
    // a test case, and an arguments case whose expected value is wrong
    await panel(page).getByRole('button', { name: 'Add a test case' }).click();
    await cases(page).nth(1).getByLabel('Test (Jest: expect, jest)').fill('expect(flatten([])).toEqual([]);');
    await panel(page).getByRole('button', { name: 'Add an arguments case' }).click();
    await cases(page).nth(2).getByLabel('Arguments (a JSON array)').fill('[[1, [2]]]');
    await cases(page).nth(2).getByLabel('Expected (JSON)').fill('[1, 2, 3]');
    await page.getByTestId('custom-cases-saved').getByText('Saved to your account.').waitFor();
    expect(await axeViolations(page, { exclude: ['.monaco-editor'] }), 'the Case tab with cases').toEqual([]);

    // Run: the visible tests, then the three cases, marked as the learner's
    await replaceCode(page, FLATTEN);
    const runner = await run(page);
    const yours = runner.locator('[data-testid="test-row"][data-custom="true"]');
    await expect.poll(() => yours.count()).toBe(3);
    expect(await yours.nth(0).getAttribute('data-status')).toBe('passed');
    expect(await yours.nth(0).innerText()).toContain('#1 flatten([1, [2, [3]]], 1)');
    expect(await yours.nth(0).innerText()).toContain('Yours');
    expect(await yours.nth(1).getAttribute('data-status')).toBe('passed');
    expect(await yours.nth(2).getAttribute('data-status')).toBe('failed');
    const visible = runner.locator('[data-testid="test-row"][data-custom="false"]');
    expect(await visible.count()).toBeGreaterThanOrEqual(5);

    // the cases are the account's: a reload brings them back
    await page.reload();
    await openCases(page);
    await expect.poll(() => cases(page).count()).toBe(3);
    expect(await cases(page).nth(1).getByLabel('Test (Jest: expect, jest)').inputValue()).toBe(
      'expect(flatten([])).toEqual([]);',
    );

    // a failing visible test becomes a case of its own
    await replaceCode(page, 'function flatten() {}');
    const failing = await run(page);
    const firstFailed = failing.locator('[data-testid="test-row"][data-custom="false"][data-status="failed"]').first();
    await firstFailed.getByRole('button', { name: 'Copy as a case' }).click();
    await panel(page).waitFor();
    await expect.poll(() => cases(page).count()).toBe(4);
    expect(await cases(page).nth(3).getByLabel('Test (Jest: expect, jest)').inputValue()).toContain('flatten(');
    expect(page.errors).toEqual([]);
    await context.close();
  },
);

it('keeps a visitor’s cases in the browser', { timeout: SLOW }, async () => {
  const { context, page } = await newAppPage(browser, { store: true, theme: 'dark', width: 1440, height: 900 });
  await page.goto(`${platform.baseUrl}/problem/array-flatten`);
  await openCases(page);
  await panel(page).getByRole('button', { name: 'Add a test case' }).click();
  await cases(page).nth(0).getByLabel('Test (Jest: expect, jest)').fill('expect(flatten([[1]])).toEqual([1]);');
  await page.getByTestId('custom-cases-saved').getByText('Saved in this browser.').waitFor();
  expect(await axeViolations(page, { exclude: ['.monaco-editor'] }), 'the Case tab, dark').toEqual([]);
  await page.reload();
  await openCases(page);
  await expect.poll(() => cases(page).count()).toBe(1);
  expect(page.errors).toEqual([]);
  await context.close();
});
