// What a newcomer tripped over in the workbench (#27), in a real browser against the real
// platform: Run's results open beside the editor and leave the statement in place, and they
// are cleared when the language or the framework changes; Comments and Console are tabs of
// their own from the start (Comments without the reference solution); a UI problem's framework
// picker sits with the editor, as its statement says.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AppPage, newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';

const { platform, browser } = usePlatformAndBrowser();
const SLOW = 180_000; // the judge and Monaco on a loaded two-core machine

async function open(path: string): Promise<{ page: AppPage; close: () => Promise<void> }> {
  const { context, page } = await newAppPage(browser, { tokens: null });
  await page.goto(`${platform.baseUrl}${path}`);
  await page.getByTestId('workbench').waitFor();
  return { page, close: () => context.close() };
}

const editorReady = (page: Page) => page.locator('.monaco-editor textarea').first().waitFor({ timeout: 60_000 });
/** the pane that holds a tab */
const paneOf = (page: Page, tab: string) =>
  page.locator('[data-pane]', { has: page.getByRole('tab', { name: tab, exact: true }) });
const selected = async (page: Page, tab: string) =>
  (await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')) === 'true';

async function runAndWait(page: Page) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('[data-testid=runner][data-phase=failed], [data-testid=runner][data-phase=passed]').waitFor({
    timeout: 60_000,
  });
}

describe('run results', () => {
  it(
    'open beside the editor with the statement still shown, and are cleared when the language changes',
    async () => {
      const { page, close } = await open('/problem/debounce');
      await editorReady(page);
      await runAndWait(page);
      expect(await page.getByTestId('run-summary').textContent()).toBe('0/5 passed');
      // the results sit in the editor's pane; the statement is still the first pane's tab
      expect(await paneOf(page, 'Code').getByRole('tab', { name: 'Run tests' }).count()).toBe(1);
      expect(await selected(page, 'Run tests')).toBe(true);
      expect(await selected(page, 'Describe')).toBe(true);
      expect(await paneOf(page, 'Describe').getByRole('tabpanel').innerText()).toContain('debounce');

      await page.getByRole('tab', { name: 'Code', exact: true }).click();
      await paneOf(page, 'Code').getByRole('combobox').selectOption('Typescript');
      await page.getByRole('tab', { name: 'Run tests', exact: true }).click();
      await page.locator('[data-testid=runner][data-phase=waiting]').waitFor();
      expect(await page.getByTestId('run-summary').count()).toBe(0);
      expect(page.errors).toEqual([]);
      await close();
    },
    SLOW,
  );

  it(
    'of a UI problem are cleared when the framework changes, and leave the statement in place',
    async () => {
      const { page, close } = await open('/problem/counter');
      await editorReady(page);
      await runAndWait(page);
      await page.getByTestId('run-summary').waitFor();
      expect(await selected(page, 'Describe')).toBe(true);
      expect(await paneOf(page, 'Describe').getByRole('tab', { name: 'Run tests' }).count()).toBe(0);

      await page.getByRole('combobox', { name: 'Framework' }).first().selectOption('Vue');
      await page.locator('[data-testid=runner][data-phase=waiting]').waitFor();
      expect(await page.getByTestId('run-summary').count()).toBe(0);
      expect(page.errors).toEqual([]);
      await close();
    },
    SLOW,
  );
});

describe('comments and console', () => {
  it(
    'are tabs shown from the start; Comments does not show the reference solution',
    async () => {
      const { page, close } = await open('/problem/debounce');
      await page.getByRole('tab', { name: 'Comments', exact: true }).click();
      const panel = paneOf(page, 'Comments').getByRole('tabpanel');
      await panel.getByTestId('comments').waitFor();
      expect(await panel.innerText()).not.toContain('Reference solution');
      expect(await panel.locator('pre code').count()).toBe(0);

      await page.getByRole('tab', { name: 'Console', exact: true }).click();
      await paneOf(page, 'Console').getByRole('tabpanel').getByText('Nothing logged yet.').waitFor();
      // the solution is still one tab away
      await page.getByRole('tab', { name: 'Solutions', exact: true }).click();
      await paneOf(page, 'Solutions').getByText('Reference solution').waitFor();
      expect(page.errors).toEqual([]);
      await close();
    },
    SLOW,
  );
});

describe('a UI problem', () => {
  it(
    'shows the framework picker with the editor, and switching it opens that framework’s file',
    async () => {
      const { page, close } = await open('/problem/counter');
      await editorReady(page);
      const editorPane = page.locator('[data-pane]', { has: page.locator('.monaco-editor') });
      const picker = editorPane.getByRole('combobox', { name: 'Framework' });
      expect(await picker.isVisible()).toBe(true);
      expect(await editorPane.getByRole('tab', { name: 'App.jsx' }).getAttribute('aria-selected')).toBe('true');
      await picker.selectOption('Vue');
      await editorPane.getByRole('tab', { name: 'App.vue' }).waitFor();
      expect(await picker.inputValue()).toBe('Vue');
      expect(page.errors).toEqual([]);
      await close();
    },
    SLOW,
  );
});
