// The live layer in real browsers against the real platform: a visitor sees the
// sign-in prompt instead of the composer; two signed-in learners on two pages: one publishes
// (publish stays disabled while blank) and the comment appears live on the other's page, the
// other likes it and the count moves on both, a reply shows under it, and a deletion disappears
// live; and a learner's progress marked in one tab shows at once in another. No reload anywhere.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { toast } from './support/ui';

const { platform, browser } = usePlatformAndBrowser();
const ana = useSignedInUser(platform, { username: 'cm_ana', email: 'cm-ana@example.com', password: 'Str0ng!pass' });
const bo = useSignedInUser(platform, { username: 'cm_bo', email: 'cm-bo@example.com', password: 'Str0ng!pass' });
const SLOW = 180_000;

async function openComments(tokens?: typeof ana) {
  const { context, page } = await newAppPage(browser, { store: true, ...(tokens ? { tokens } : {}) });
  await page.goto(`${platform.baseUrl}/problem/javascript-closures`);
  await page.getByTestId('workbench').waitFor();
  await page.getByRole('button', { name: 'Open a tab' }).first().click();
  await page.getByRole('menuitem', { name: 'Comments' }).click();
  await page.getByTestId('comments').first().waitFor();
  return { context, page };
}

const comment = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text }).first();

describe('comments', () => {
  it(
    'shows a visitor the sign-in prompt in place of the composer',
    async () => {
      const { context, page } = await openComments();
      await page.getByTestId('comments').first().getByTestId('login-prompt').waitFor();
      expect(await page.getByTestId('comments').first().getByRole('button', { name: 'Publish' }).count()).toBe(0);
      await context.close();
    },
    SLOW,
  );

  it(
    'publishes, likes, replies and deletes, and every change reaches the other page live',
    async () => {
      const a = await openComments(ana);
      const b = await openComments(bo);
      for (const { page } of [a, b]) {
        await page.locator('[data-testid="live-state"][data-state="connected"]').first().waitFor({ timeout: 30_000 });
      }
      const section = a.page.getByTestId('comments').first();
      const publish = section.getByRole('button', { name: 'Publish' }).first();
      expect(await publish.isDisabled()).toBe(true);
      await section.getByRole('textbox').first().fill('   ');
      expect(await publish.isDisabled()).toBe(true);
      await section.getByRole('textbox').first().fill('Closures keep **bindings**, not values.');
      await publish.click();
      await toast(a.page, 'Your comment was published.').waitFor();

      // on B's page without a reload: the comment, rendered markdown, no "me" badge
      await comment(b.page, 'Closures keep').waitFor({ timeout: 30_000 });
      expect(await comment(b.page, 'Closures keep').locator('strong').textContent()).toBe('bindings');
      expect(await comment(a.page, 'Closures keep').getByText('Me', { exact: true }).count()).toBe(1);
      expect(await comment(b.page, 'Closures keep').getByText('Me', { exact: true }).count()).toBe(0);
      // the author's username beside the display name; no staff badge for a learner (issue #26)
      expect(await comment(b.page, 'Closures keep').getByTestId('comment-username').first().textContent()).toBe(
        '@cm_ana',
      );
      expect(await comment(b.page, 'Closures keep').getByTestId('comment-role').count()).toBe(0);

      // B likes: the count moves at once on B's page and live on A's
      await comment(b.page, 'Closures keep').getByRole('button', { name: /^Like/ }).click();
      await expect.poll(() => comment(b.page, 'Closures keep').getByTestId('like-count').textContent()).toBe('1');
      await expect
        .poll(() => comment(a.page, 'Closures keep').getByTestId('like-count').textContent(), { timeout: 30_000 })
        .toBe('1');

      // B replies; A sees the reply under the comment
      await comment(b.page, 'Closures keep').getByRole('button', { name: 'Reply' }).first().click();
      const replyBox = b.page.getByRole('textbox', { name: /^Reply to/ }).first();
      await replyBox.fill('And each call makes new ones.');
      await replyBox.locator('xpath=ancestor::form').getByRole('button', { name: 'Publish' }).click();
      await comment(a.page, 'each call makes new ones').waitFor({ timeout: 30_000 });

      // A deletes the comment: it leaves B's page live
      await comment(a.page, 'Closures keep').getByRole('button', { name: 'Delete' }).first().click();
      const ask = a.page.getByRole('alertdialog', { name: 'Delete this comment?' });
      await ask.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(a.page, 'The comment was deleted.').waitFor();
      await expect
        .poll(() => b.page.getByTestId('comment').filter({ hasText: 'Closures keep' }).count(), { timeout: 30_000 })
        .toBe(0);

      expect(a.page.errors).toEqual([]);
      expect(b.page.errors).toEqual([]);
      await a.context.close();
      await b.context.close();
    },
    SLOW,
  );

  it(
    "follows the learner's progress made in another tab at once, and the finish count on anyone's page",
    async () => {
      const a = await openComments(ana);
      const b = await openComments(ana);
      const visitor = await openComments();
      await visitor.page.getByRole('tab', { name: 'Describe' }).click();
      const finished = () => visitor.page.getByText(/^\d+ finished$/).textContent();
      expect(await finished()).toBe('0 finished');
      const toggleOn = (page: Page) => page.getByTestId('toggle-progress').getAttribute('aria-pressed');
      expect(await toggleOn(b.page)).toBe('false');
      await a.page.getByTestId('toggle-progress').click();
      await expect.poll(() => toggleOn(a.page)).toBe('true');
      // the other tab follows without a reload
      await expect.poll(() => toggleOn(b.page), { timeout: 30_000 }).toBe('true');
      expect(await b.page.getByTestId('toggle-progress').textContent()).toBe('Read');
      // and a visitor's page of the problem sees its finish count move (problemFinishCount)
      await expect.poll(finished, { timeout: 30_000 }).toBe('1 finished');
      await visitor.context.close();
      await a.context.close();
      await b.context.close();
    },
    SLOW,
  );
});
