// The UI workbench passes axe (serious and critical) in both themes: the Submit button's text
// has enough contrast, and every scrollable region (the files' <pre>) can be reached by keyboard.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';

const { platform, browser } = usePlatformAndBrowser();

describe('the UI workbench, checked by axe', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious violations in the ${theme} theme`, { timeout: 180_000 }, async () => {
      const { context, page } = await newAppPage(browser, { theme });
      await page.goto(`${platform.baseUrl}/problem/counter`);
      await page.getByTestId('workbench').waitFor();
      await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
      // the editor's text is coloured by the chosen third-party theme: left out
      expect(await axeViolations(page, { include: ['[data-testid=workbench]'], exclude: ['.monaco-editor'] })).toEqual(
        [],
      );
      await context.close();
    });
  }

  it(
    'labels its tab strips apart from the pane menus, has a plain footer and a skip link to the editor',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newAppPage(browser);
      await page.goto(`${platform.baseUrl}/problem/debounce`);
      await page.getByTestId('workbench').waitFor();
      const editor = page.locator('#main .monaco-editor textarea').first();
      await editor.waitFor({ state: 'attached', timeout: 60_000 });
      const strips = await page
        .getByRole('tablist')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
      expect(strips.length).toBeGreaterThan(0);
      expect(strips.every((label) => label === 'Tabs of this pane')).toBe(true);
      expect(await page.getByRole('toolbar').count()).toBe(0);
      await page
        .getByRole('contentinfo', { name: 'Workbench controls' })
        .getByRole('button', { name: 'Submit' })
        .waitFor();

      // the first Tab stop is the skip link; Enter puts the caret in the editor
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to the editor' });
      await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(page.errors).toEqual([]);
      await context.close();
    },
  );
});
