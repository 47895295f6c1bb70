// Issue #31's review in a real browser against the real platform.
// - A visitor starts flashcards on /review, studies one (Space shows the answer, 4 grades it Easy),
//   and the page counts one fewer due; with the browser's clock nine days on, it is due again.
//   Signing in moves the local review to the account (the storage is emptied, the account's page
//   shows the same cards due).
// - A learner who solved `debounce` (it enters review due tomorrow) opens a fresh attempt: the
//   editor starts from the blank starter with their earlier code hidden, as are the submissions;
//   they submit, grade Good, and get their earlier code back.
// axe checks the review page in both themes and the fresh attempt; no page throws.
import { expect, it } from 'vitest';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { signInWithForm } from './support/login-form';
import { editorReady, replaceCode, workbenchEditorText } from './support/workbench';

const VISITOR = { username: 'review_vic', email: 'review-vic@example.com', password: 'Str0ng!pass' };
const LEARNER = { username: 'review_lea', email: 'review-lea@example.com', password: 'Str0ng!pass' };
const SOLUTION =
  'function debounce(func, wait) { let t; function d(...a) { clearTimeout(t); t = setTimeout(() => func.apply(this, a), wait); } d.cancel = () => clearTimeout(t); return d; }';
const EARLIER = '// my earlier attempt, kept apart';
const SLOW = 240_000;
const DAY = 86_400_000;

const { platform, browser } = usePlatformAndBrowser();
useSignedInUser(platform, VISITOR);
const learner = useSignedInUser(platform, LEARNER);

const localReview = (page: import('playwright-core').Page) => page.evaluate(() => localStorage.getItem('review.local'));

it(
  'a visitor studies flashcards in this browser, then moves them to the account at sign-in',
  { timeout: SLOW },
  async () => {
    const { context, page } = await newAppPage(browser, { store: true, width: 1280, height: 900 });
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await page.goto(`${platform.baseUrl}/review`);
    await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
    await page.getByTestId('review-local-note').waitFor();
    await expect.poll(() => page.getByTestId('due-flashcards').innerText()).toBe('0');
    await page.getByTestId('nothing-due').waitFor();
    expect(await page.getByTestId('new-flashcards').innerText()).toMatch(
      /^\d+ knowledge questions are not in your review yet\.$/,
    );

    // five new cards, due now
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('5 flashcards added, due now.').waitFor();
    await expect.poll(() => page.getByTestId('due-flashcards').innerText()).toBe('5');
    expect(await axeViolations(page), 'the review page, light').toEqual([]);

    // one card by keyboard: Space shows the answer, 4 is Easy
    await page.getByRole('button', { name: /^Study flashcards/ }).click();
    const card = page.getByTestId('flashcard');
    await card.waitFor();
    expect(await page.getByTestId('flashcard-progress').innerText()).toBe('Card 1 of 5');
    const first = await card.getAttribute('data-link');
    await page.getByRole('button', { name: /^Show answer/ }).waitFor();
    await page.keyboard.press('Space');
    await page.getByTestId('flashcard-answer').waitFor();
    expect(await axeViolations(page), 'a flashcard with its answer').toEqual([]);
    await page.keyboard.press('4');
    await expect.poll(() => page.getByTestId('flashcard-progress').innerText()).toBe('Card 2 of 5');
    expect(await card.getAttribute('data-link')).not.toBe(first);
    await page.getByRole('button', { name: 'End session' }).first().click();
    await expect.poll(() => page.getByTestId('due-flashcards').innerText()).toBe('4');
    const stored = JSON.parse((await localReview(page))!) as { items: { link: string; grades: { grade: number }[] }[] };
    expect(stored.items).toHaveLength(5);
    expect(stored.items.find((item) => item.link === first)!.grades.map((g) => g.grade)).toEqual([4]);

    // nine days on, the Easy card is due again
    await page.clock.setFixedTime(now + 9 * DAY);
    await page.reload();
    await expect.poll(() => page.getByTestId('due-flashcards').innerText()).toBe('5');

    // back to today, signing in moves the five cards to the account and empties the browser's
    await page.clock.setFixedTime(now);
    await page.goto(`${platform.baseUrl}/login`);
    await signInWithForm(page, platform.baseUrl, VISITOR.username, VISITOR.password);
    await expect.poll(() => localReview(page), { timeout: 30_000 }).toBeNull();
    await page.goto(`${platform.baseUrl}/review`);
    await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('due-flashcards').innerText()).toBe('4');
    expect(await page.getByTestId('review-local-note').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  },
);

it('a solved problem comes back as a fresh attempt with the earlier code hidden', { timeout: SLOW }, async () => {
  const { problem } = await gql<{ problem: { id: string } }>(platform.baseUrl, '{ problem(link: "debounce") { id } }');
  const { context, page } = await newAppPage(browser, {
    store: true,
    tokens: learner,
    theme: 'dark',
    width: 1440,
    height: 900,
  });

  // the learner's own draft, before any fresh attempt
  await page.goto(`${platform.baseUrl}/problem/debounce`);
  await replaceCode(page, `${EARLIER}\n${SOLUTION}`);
  await expect.poll(() => workbenchEditorText(page)).toContain(EARLIER);
  // saved in this browser (the autosave's debounce) before the page is left
  await expect
    .poll(() =>
      page.evaluate(
        (marker) =>
          Object.keys(localStorage).some(
            (key) => key.startsWith('workbench.code.') && localStorage.getItem(key)!.includes(marker),
          ),
        EARLIER,
      ),
    )
    .toBe(true);
  const submitted = await gql<{ submitSolution: { submission: { status: string } } }>(
    platform.baseUrl,
    `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) { submission { status } } }`,
    { input: { problemId: problem.id, language: 'Javascript', code: SOLUTION, title: 'First solve' } },
    learner.access,
  );
  expect(submitted.submitSolution.submission.status).toBe('success');

  // solved today: due tomorrow, so in the forecast and not today
  await page.goto(`${platform.baseUrl}/review`);
  await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
  await expect.poll(() => page.getByTestId('due-fresh').innerText()).toBe('0');
  const forecast = page.getByTestId('review-forecast').locator('li').first();
  await expect.poll(() => forecast.innerText()).toMatch(/\b1$/);
  expect(await axeViolations(page), 'the review page, dark').toEqual([]);

  // the fresh attempt: a blank starter, submissions hidden
  await page.goto(`${platform.baseUrl}/problem/debounce?fresh=1`);
  const bar = page.getByTestId('fresh-attempt');
  await bar.waitFor();
  expect(await bar.getAttribute('data-phase')).toBe('attempt');
  await page.getByRole('tab', { name: 'Code', exact: true }).click();
  await editorReady(page);
  await expect.poll(() => workbenchEditorText(page)).toContain('function debounce');
  expect(await workbenchEditorText(page)).not.toContain(EARLIER);
  await page.getByRole('tab', { name: 'Submit', exact: true }).click();
  await page.getByTestId('fresh-hidden').first().waitFor();
  expect(await page.getByTestId('submission-row').count()).toBe(0);
  expect(await axeViolations(page, { exclude: ['.monaco-editor'] }), 'a fresh attempt').toEqual([]);

  // solve it again, submit, grade Good
  await replaceCode(page, SOLUTION);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 120_000 }).toBe('grade');
  await expect.poll(() => bar.innerText()).toMatch(/Submitted: (\d+) of \1 tests passed/);
  await bar.getByRole('button', { name: 'Good' }).click();
  await expect.poll(() => bar.getAttribute('data-phase')).toBe('done');
  await expect.poll(() => bar.innerText()).toMatch(/Graded Good\. It comes back on /);
  const queue = await gql<{ reviewQueue: { due: { problem: { link: string }; reps: number }[] } }>(
    platform.baseUrl,
    '{ reviewQueue { due { reps problem { link } } } }',
    {},
    learner.access,
  );
  // Good on a new card is a learning step: back later today, graded once
  expect(queue.reviewQueue.due.find((item) => item.problem.link === 'debounce')?.reps).toBe(1);

  // the earlier code is the learner's again
  await bar.getByRole('link', { name: 'Show my earlier code' }).click();
  await page.waitForURL(`${platform.baseUrl}/problem/debounce`);
  await page.getByRole('tab', { name: 'Code', exact: true }).click();
  await editorReady(page);
  await expect.poll(() => workbenchEditorText(page)).toContain(EARLIER);
  expect(await page.getByTestId('fresh-attempt').count()).toBe(0);
  expect(page.errors).toEqual([]);
  await context.close();
});
