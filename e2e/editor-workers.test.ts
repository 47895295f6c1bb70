// The TypeScript worker (6.9 MB) is fetched when it is needed (web/src/workbench/editor/monaco.ts):
// a JavaScript problem opens without it and gets it once the learner types or puts the cursor in
// the editor; a TypeScript file gets it at once, for its types.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser } from './support/hooks';

const { platform, browser } = usePlatformAndBrowser();
const SLOW = 180_000; // Monaco on a loaded two-core machine

const TS_WORKER = /\/ts\.worker[^/]*\.js/;
const EDITOR_WORKER = /\/editor\.worker[^/]*\.js/;

/** the worker scripts the page has asked for so far */
function workerRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (TS_WORKER.test(request.url()) || EDITOR_WORKER.test(request.url())) urls.push(request.url());
  });
  return urls;
}

describe('the TypeScript worker', () => {
  it(
    'is not fetched for a JavaScript problem until its editor is used, and at once for TypeScript',
    async () => {
      const { context, page } = await newAppPage(browser, { tokens: null });
      const requested = workerRequests(page);
      await page.goto(`${platform.baseUrl}/problem/debounce`);
      const editor = page.locator('.monaco-editor').first();
      await editor.locator('.view-lines').getByText('function debounce').first().waitFor({ timeout: 60_000 });
      // Monaco's own worker starts with the editor; the JavaScript service asked for its worker when
      // the model was made, before that
      await expect.poll(() => requested.some((url) => EDITOR_WORKER.test(url)), { timeout: 60_000 }).toBe(true);
      expect(requested.filter((url) => TS_WORKER.test(url))).toEqual([]);

      // the first keystroke brings it, and with it the JavaScript syntax check
      const tsWorker = page.waitForRequest(TS_WORKER, { timeout: 60_000 });
      await editor.click();
      await page.keyboard.type('(');
      await tsWorker;
      await expect.poll(() => editor.locator('.squiggly-error').count(), { timeout: 60_000 }).toBeGreaterThan(0);
      expect(page.errors).toEqual([]);
      await context.close();

      // a TypeScript file: at once, with no keystroke
      const second = await newAppPage(browser, { tokens: null });
      const requestedToo = workerRequests(second.page);
      await second.page.goto(`${platform.baseUrl}/problem/debounce`);
      await second.page.locator('.monaco-editor .view-lines').getByText('function debounce').first().waitFor({
        timeout: 60_000,
      });
      const tsWorkerToo = second.page.waitForRequest(TS_WORKER, { timeout: 60_000 });
      await second.page.getByRole('tab', { name: 'Code', exact: true }).click();
      await second.page
        .locator('[data-pane]', { has: second.page.getByRole('tab', { name: 'Code', exact: true }) })
        .getByRole('combobox')
        .selectOption('Typescript');
      await tsWorkerToo;
      expect(requestedToo.filter((url) => TS_WORKER.test(url)).length).toBeGreaterThan(0);
      await second.context.close();
    },
    SLOW,
  );
});
