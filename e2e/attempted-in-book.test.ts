// A failing submission inside a book marks the problem attempted (PENDING) in that book, and
// every place that shows the book's statuses says so: the workbench's status, its problem list
// (the drawer), its footer, the book page's list, and `myProgress` for tools.
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { toast } from './support/ui';

const BOOK = 'function-implementation';
const USER = { username: 'attempt_user', email: 'attempt@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

describe('a failing submission inside a book', () => {
  it(
    'shows the problem attempted in the workbench, its drawer and footer, the book page and myProgress',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newAppPage(browser, { store: true, tokens });
      await page.goto(`${platform.baseUrl}/book/${BOOK}/problem/debounce`);
      await page.getByTestId('workbench').waitFor();
      await page.locator('.monaco-editor textarea').first().waitFor({ timeout: 60_000 });
      // the starter code fails the hidden tests
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await toast(page, 'Not accepted yet').waitFor({ timeout: 60_000 });

      await page.getByRole('tab', { name: 'Describe', exact: true }).click();
      await expect.poll(() => page.getByTestId('problem-status').getAttribute('data-status')).toBe('PENDING');
      const footer = page.getByRole('contentinfo', { name: 'Workbench controls' });
      await footer.getByText('Attempted').waitFor();
      await page.getByRole('button', { name: 'Problem list' }).click();
      const current = page.getByRole('dialog').locator('a[aria-current="page"]');
      expect(await current.innerText()).toContain('Implement debounce');
      await current.getByLabel('Attempted').waitFor();
      await page.keyboard.press('Escape');

      // the book page, reached inside the app (its cached list must not be stale) and loaded afresh
      for (const fresh of [false, true]) {
        if (fresh) await page.goto(`${platform.baseUrl}/book/${BOOK}`);
        else await page.evaluate((to) => history.pushState(null, '', to), `/book/${BOOK}`);
        if (!fresh) await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
        const row = page.locator('main li').filter({ has: page.getByRole('link', { name: 'Implement debounce' }) });
        await row.getByText('Attempted').waitFor();
      }

      const progress = await gql<{
        myProgress: { edges: { node: { status: string; problem: { link: string }; book: { link: string } } }[] };
      }>(
        platform.baseUrl,
        '{ myProgress { edges { node { status problem { link } book { link } } } } }',
        {},
        tokens.access,
      );
      expect(progress.myProgress.edges.map((e) => e.node)).toContainEqual({
        status: 'PENDING',
        problem: { link: 'debounce' },
        book: { link: BOOK },
      });
      expect(page.errors).toEqual([]);
      await context.close();
    },
  );
});
