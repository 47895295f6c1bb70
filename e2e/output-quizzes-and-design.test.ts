// Issue #32's new kinds in a real browser against the real platform.
// - An output quiz: the statement shows the code and its choices; the explanation waits for an
//   answer; a visitor's wrong choice is told what the code really prints (as the judge printed it
//   at seed time); a signed-in learner's right choice inside the quiz book marks it completed, in
//   the workbench and on the book page, where the row says "Output quiz".
// - A system design problem opens on its rubric beside the prompt; ticked points are counted and
//   stay ticked after a reload.
// - A type challenge: the Case tab shows the visible type assertions, underlined where the learner's
//   type breaks them; Run checks the starter's types with the type checker (every assertion fails),
//   then the right type clears the underlines and passes them all.
// axe checks both pages; no page throws.
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { editorReady, replaceCode } from './support/workbench';

const QUIZ = 'output-microtasks-before-timers';
const ANSWER = ['start', 'async body', 'end', 'then', 'after await', 'timeout'];
const LEARNER = { username: 'quiz_lea', email: 'quiz-lea@example.com', password: 'Str0ng!pass' };
const SLOW = 180_000;

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, LEARNER);

/** the radio whose printed lines are exactly these */
const choice = (page: import('playwright-core').Page, lines: string[]) =>
  page.getByRole('radio', { name: lines.join(' '), exact: true });

it('a visitor answers an output quiz wrongly and is shown what the code prints', { timeout: SLOW }, async () => {
  const { context, page } = await newAppPage(browser, { width: 1280, height: 900 });
  await page.goto(`${platform.baseUrl}/problem/${QUIZ}`);
  const quiz = page.getByTestId('output-quiz');
  await quiz.getByText("console.log('async body');").waitFor();
  await page.getByTestId('quiz-explanation-waits').waitFor();
  expect(await page.getByRole('radio').count()).toBe(4);
  expect(await axeViolations(page), 'the quiz, unanswered').toEqual([]);

  const check = page.getByRole('button', { name: 'Check answer' });
  expect(await check.isDisabled()).toBe(true);
  await choice(page, ['start', 'end', 'async body', 'then', 'after await', 'timeout']).check();
  await check.click();
  const verdict = page.getByTestId('quiz-verdict');
  await verdict.getByText('Not quite.').waitFor();
  expect(await verdict.getAttribute('data-correct')).toBe('false');
  expect((await verdict.locator('pre').innerText()).split('\n')).toEqual(ANSWER);

  // having tried, the explanation opens
  await verdict.getByRole('button', { name: 'Read the explanation' }).click();
  await page.getByRole('heading', { name: 'Explanation' }).waitFor();
  await page.getByRole('heading', { name: 'Step by step' }).waitFor();
  expect(await page.getByTestId('quiz-explanation-waits').count()).toBe(0);
  expect(await axeViolations(page), 'the quiz, answered').toEqual([]);
  await context.close();
});

it('a learner answers it right inside the quiz book, and it is completed there', { timeout: SLOW }, async () => {
  const { context, page } = await newAppPage(browser, { store: true, tokens, width: 1280, height: 900 });
  await page.goto(`${platform.baseUrl}/book/output-quizzes/problem/${QUIZ}`);
  await choice(page, ANSWER).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page.getByTestId('quiz-verdict').getByText('Right: that is exactly what it prints.').waitFor();
  await expect.poll(() => page.getByTestId('problem-status').getAttribute('data-status')).toBe('RESOLVED');
  expect(await page.getByTestId('problem-status').innerText()).toBe('Completed');

  await page.goto(`${platform.baseUrl}/book/output-quizzes`);
  const row = page
    .locator('main li')
    .filter({ has: page.getByRole('link', { name: 'Output: microtasks before timers' }) });
  await row.getByText('Output quiz').waitFor();
  // done, in a quiz's words (a question is read; a quiz is done)
  await row.getByRole('button', { name: 'Mark as not done' }).waitFor();
  await context.close();
});

it('a system design problem opens on its rubric, and ticked points stay ticked', { timeout: SLOW }, async () => {
  const { context, page } = await newAppPage(browser, { store: true, width: 1280, height: 900 });
  await page.goto(`${platform.baseUrl}/problem/system-design-autocomplete`);
  const rubric = page.getByTestId('design-rubric');
  await rubric.getByRole('heading', { name: /^Architecture/ }).waitFor();
  const headings = await rubric.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(headings.map((h) => h.replace(/\s*\d+\/\d+$/, ''))).toEqual([
    'Architecture',
    'Data model',
    'API',
    'Performance',
    'Accessibility',
    'Internationalisation',
    'Security',
  ]);
  const total = Number(/of (\d+) covered/.exec(await page.getByTestId('rubric-total').innerText())![1]);
  expect(total).toBeGreaterThanOrEqual(14);
  expect(await axeViolations(page), 'the rubric').toEqual([]);

  await rubric.getByRole('checkbox').nth(0).check();
  await rubric.getByRole('checkbox').nth(4).check();
  await expect.poll(() => page.getByTestId('rubric-total').innerText()).toBe(`2 of ${total} covered`);
  await page.reload();
  await expect.poll(() => page.getByTestId('rubric-total').innerText()).toBe(`2 of ${total} covered`);
  expect(await rubric.getByRole('checkbox').nth(4).isChecked()).toBe(true);
  await rubric.getByRole('button', { name: 'Clear the ticks' }).click();
  await expect.poll(() => page.getByTestId('rubric-total').innerText()).toBe(`0 of ${total} covered`);
  await context.close();
});

it('a type challenge is run through the type checker', { timeout: SLOW }, async () => {
  const { context, page } = await newAppPage(browser, { width: 1280, height: 900 });
  await page.goto(`${platform.baseUrl}/problem/type-pick`);
  await page.getByTestId('workbench').waitFor();
  await page.getByRole('tab', { name: 'Case', exact: true }).click();
  await editorReady(page);
  await expect.poll(() => page.getByRole('tabpanel').last().innerText()).toContain('Expect<Equal<MyPick');
  // Monaco's TypeScript service underlines, as the learner types, the visible assertions their type breaks
  const underlined = () => page.locator('.squiggly-error').count();
  await expect.poll(underlined, { timeout: 60_000 }).toBeGreaterThan(0);

  const summary = page.getByTestId('run-summary');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(() => summary.textContent(), { timeout: 60_000 }).toMatch(/^\d\/4 passed$/);
  expect(await summary.textContent()).not.toBe('4/4 passed');

  await replaceCode(page, 'type MyPick<T, K extends keyof T> = { [P in K]: T[P] };');
  await page.getByRole('tab', { name: 'Case', exact: true }).click();
  await expect.poll(() => page.getByRole('tabpanel').last().innerText()).toContain('Expect<Equal<MyPick');
  await expect.poll(underlined, { timeout: 60_000 }).toBe(0);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(() => summary.textContent(), { timeout: 60_000 }).toBe('4/4 passed');
  expect(await page.getByTestId('test-row').allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringContaining('refuses a key that T does not have')]),
  );
  await context.close();
});
