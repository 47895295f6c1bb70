// Issue #31's study plans in a real browser against the real platform: a visitor on /plans is asked
// to sign in and still sees the ready-made plans; a learner makes a plan from an interview date, a
// time budget and a focus area, sees today's problems and the next days, solves one (the plan and
// the dashboard count it), and can make a new plan. (Re-planning a missed day needs the server's
// clock moved: server/src/plans/plans.test.ts drives it.) axe checks both themes; no page throws.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const USER = { username: 'plan_pat', email: 'plan-pat@example.com', password: 'Str0ng!pass' };
const SLOW = 180_000;
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** YYYY-MM-DD `n` days from today in the browser's zone (the tests' browser runs in UTC) */
const dayFromNow = (page: Page, n: number) =>
  page.evaluate((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10), n);

it('a visitor is asked to sign in and still has the ready-made plans', { timeout: SLOW }, async () => {
  const { context, page } = await newAppPage(browser, { store: true });
  await page.goto(`${platform.baseUrl}/plans`);
  const mine = page.getByTestId('my-plan');
  await mine.getByText('Sign in to make a plan that follows your progress.').waitFor();
  await page.getByRole('heading', { name: 'Ready-made plans' }).waitFor();
  await page
    .getByRole('link', { name: /10-Day Study Plan/ })
    .first()
    .waitFor();
  expect(await axeViolations(page), 'the plans page, visitor').toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});

it('makes a plan from a date, a budget and a focus area, and follows it', { timeout: SLOW }, async () => {
  const { context, page } = await newAppPage(browser, { store: true, tokens, theme: 'dark', width: 1280, height: 900 });
  await page.goto(`${platform.baseUrl}/plans`);
  const form = page.getByTestId('plan-form');
  await form.waitFor();
  await form.getByLabel('Interview date').fill(await dayFromNow(page, 4));
  await form.getByLabel('Time you have').first().fill('1');
  await form
    .getByRole('group', { name: /Focus areas/ })
    .getByText('Promise', { exact: true })
    .click();
  expect(await axeViolations(page), 'the plan form, dark').toEqual([]);
  await form.getByRole('button', { name: 'Make my plan' }).click();

  const view = page.getByTestId('plan-view');
  await view.waitFor();
  const progress = await view.getByTestId('plan-progress').innerText();
  const total = Number(/^0 of (\d+) solved$/.exec(progress)![1]);
  expect(total).toBeGreaterThanOrEqual(4);
  expect(await view.getByTestId('plan-status').innerText()).toBe('On track');
  const todays = view.getByTestId('plan-today').getByTestId('plan-problem');
  expect(await todays.count()).toBeGreaterThanOrEqual(1);
  // four days: today and three ahead
  expect(await view.locator('[data-day]').count()).toBe(3);
  expect(await axeViolations(page), 'the plan, dark').toEqual([]);

  // solving today's first problem counts
  const link = (await todays.first().getByRole('link').getAttribute('href'))!.split('/').pop()!;
  const { problem } = await gql<{ problem: { id: string } }>(platform.baseUrl, `{ problem(link: "${link}") { id } }`);
  await gql(
    platform.baseUrl,
    'mutation ($id: String!) { updateProblemStatus(input: { problemId: $id, status: RESOLVED }) { status } }',
    { id: problem.id },
    tokens.access,
  );
  await page.reload();
  await expect.poll(() => page.getByTestId('plan-progress').innerText()).toBe(`1 of ${total} solved`);
  expect(await page.getByTestId('plan-today').getByTestId('plan-problem').first().getAttribute('data-solved')).toBe(
    'true',
  );

  // the dashboard shows it
  await page.goto(`${platform.baseUrl}/dashboard`);
  const card = page.getByTestId('dashboard-plan');
  await expect.poll(() => card.innerText()).toContain(`1 of ${total} solved`);

  // a new plan replaces it
  await page.goto(`${platform.baseUrl}/plans`);
  await page.getByRole('button', { name: 'Make a new plan' }).click();
  const again = page.getByTestId('plan-form');
  await again.getByLabel('Interview date').fill(await dayFromNow(page, 10));
  await again.getByRole('button', { name: 'Make my plan' }).click();
  await expect.poll(() => page.getByTestId('plan-form').count()).toBe(0);
  await expect.poll(() => page.locator('[data-testid="plan-view"] [data-day]').count()).toBe(6);
  expect(page.errors).toEqual([]);
  await context.close();
});
