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
});
