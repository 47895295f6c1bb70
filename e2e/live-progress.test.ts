// A learner's progress between two of their own tabs (two browser contexts, as two devices):
// each problem marked done or undone on one book page shows on the other as the push arrives.
// The other page writes the event into its cache: it does not fetch the book again. The
// latency of each run (click → other page shows it) is printed, not asserted: it is a measure.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookProblems } from './support/bank';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const BOOK = 'function-implementation';
const USER = { username: 'live_lin', email: 'live-lin@example.com', password: 'Str0ng!pass' };
const RUNS = 6;

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** the book in a new context, once its socket has asked for the learner's progress events */
async function openBook() {
  const opened = await newAppPage(browser, { store: true, tokens });
  const subscribed = new Promise<void>((resolve) =>
    opened.page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('MyProgressEvents')) resolve();
      }),
    ),
  );
  await opened.page.goto(`${platform.baseUrl}/book/${BOOK}`);
  await opened.page.locator('[data-done]').first().waitFor();
  await subscribed;
  return opened;
}

const row = (page: Page, title: string) =>
  page.locator('li', { has: page.getByRole('link', { name: title, exact: true }) });
const doneOf = (page: Page, title: string) => row(page, title).locator('[data-done]');

/** the GraphQL operations a page sends, by name */
function operationsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) names.push(body.operationName);
  });
  return names;
}

describe('live progress between two tabs of one learner', () => {
  it('follows each mark and unmark on the other tab from the pushed event, without fetching the book again', async () => {
    const one = await openBook();
    const other = await openBook();
    const sentByOther = operationsOf(other.page);
    const problems = bookProblems(BOOK).slice(0, RUNS);
    const latencies: number[] = [];
    const own: number[] = [];
    for (const [index, problem] of problems.entries()) {
      // alternate: mark a problem done, then the next run unmarks the one before
      const title = index % 2 === 0 ? problem.title : problems[index - 1]!.title;
      const expected = String((await doneOf(one.page, title).getAttribute('data-done')) !== 'true');
      const started = Date.now();
      await doneOf(one.page, title).click();
      void expect
        .poll(() => doneOf(one.page, title).getAttribute('data-done'), { interval: 20 })
        .toBe(expected)
        .then(() => own.push(Date.now() - started));
      await other.page.waitForFunction(
        ([t, want]) =>
          [...document.querySelectorAll('li')].some(
            (li) =>
              [...li.querySelectorAll('a')].some((a) => a.textContent?.trim() === t) &&
              li.querySelector('[data-done]')?.getAttribute('data-done') === want,
          ),
        [title, expected] as const,
        { polling: 'raf', timeout: 30_000 },
      );
      latencies.push(Date.now() - started);
      await expect.poll(() => doneOf(one.page, title).getAttribute('data-done')).toBe(expected);
    }
    console.log(
      `progress reached the other tab in ${latencies.join(', ')} ms (the clicking tab: ${own.join(', ')} ms)`,
    );
    expect(sentByOther.filter((name) => name === 'BookPage')).toEqual([]);
    expect(one.page.errors).toEqual([]);
    expect(other.page.errors).toEqual([]);
    await one.context.close();
    await other.context.close();
  }, 120_000);
});
