// The search palette keeps every key typed from the moment it is asked for: its code loads on
// first open, and keys typed before the dialog is there used to be lost ("debounce" became "nce").
import { describe, expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';

const { platform, browser } = usePlatformAndBrowser();

describe('the search palette on a fresh page', () => {
  for (const how of ['Control+k', 'the Search button'] as const) {
    it(`keeps the first letters typed at once after opening with ${how}`, async () => {
      const { context, page } = await newAppPage(browser);
      await page.goto(`${platform.baseUrl}/about-us`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // no pause between opening and typing: the keys arrive while the dialog's code loads
      if (how === 'Control+k') await page.keyboard.press('Control+k');
      else await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.keyboard.type('debounce');
      const input = page.getByRole('dialog').getByRole('combobox');
      await expect.poll(() => input.inputValue()).toBe('debounce');
      // the results are those of the whole word: the debounce problem is among them, and it opens
      // (the bank has more than one problem about debouncing; which ranks first is search's business)
      const problem = page
        .getByRole('dialog')
        .getByRole('group', { name: 'Problems' })
        .getByRole('option', { name: /Implement debounce/ });
      await problem.waitFor();
      await problem.click();
      await page.waitForURL((url) => url.pathname === '/problem/debounce');
      expect(page.errors).toEqual([]);
      await context.close();
    });
  }

  it('names a problem’s kind beside its difficulty', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('microtasks before timers');
    const quiz = page
      .getByRole('dialog')
      .getByRole('group', { name: 'Problems' })
      .getByRole('option', { name: /microtasks before timers/ })
      .first();
    await expect.poll(() => quiz.innerText()).toMatch(/Output quiz\s*Easy/);
    await context.close();
  });
});
