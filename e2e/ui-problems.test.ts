// UI problems in a real browser against the real platform: `counter` opens with its file tree
// and a live preview rendered from our own server only; an edit of App.jsx reaches the preview,
// a syntax error shows its message, Vue and VanillaJS render; the learner's code cannot read
// the app's storage (the frame is sandboxed, in the iframe and in a tab of its own); the
// frame's console reaches the Console tab; device widths; the UI tests run in the judge and a
// signed-in learner's submission is RESOLVED on the server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../server/src/content/load';
import { captured } from '../server/test/at';
import { gql } from './support/api';
import { type AppPage, newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { toast } from './support/ui';

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, { username: 'ui_mei', email: 'ui-mei@example.com', password: 'Str0ng!pass' });
const counter = loadContent().problems.find((p) => p.link === 'counter')!;
const REFERENCE = captured(/```jsx\n([\s\S]*?)```/, counter.solution.en);
const SLOW = 180_000;

const WORKING_APP = `import React, { useState } from 'react';
export default function App() {
  const [count, setCount] = useState(0);
  console.log('render', count);
  let storage;
  try { storage = 'read ' + String(window.localStorage.getItem('accessToken')); } catch (error) { storage = error.name; }
  return (
    <main>
      <output data-testid="count">{count}</output>
      <button aria-label="Increment" onClick={() => setCount(count + 1)}>+</button>
      <p data-testid="storage">{storage}</p>
    </main>
  );
}
`;

const previewStatus = (page: Page) => page.getByTestId('preview').getAttribute('data-status');
async function settled(page: Page, status: 'loaded' | 'error' = 'loaded') {
  await page.locator(`[data-testid="preview"][data-status="${status}"]`).waitFor({ timeout: 30_000 });
}
const previewFrame = (page: Page) => page.frameLocator('iframe[sandbox]:not([hidden])');

async function replaceFile(page: Page, tab: string, code: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.locator('.monaco-editor textarea').first().waitFor({ timeout: 60_000 });
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

async function chooseFramework(page: Page, framework: string) {
  await page.getByRole('tab', { name: 'Files', exact: true }).click();
  await page.getByLabel('Framework').selectOption(framework);
}

describe('a UI problem', () => {
  let page: AppPage;
  const hosts = new Set<string>();

  it(
    'opens with the file tree, the default file and a preview served by our own server',
    async () => {
      ({ page } = await newAppPage(browser, { store: true }));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http')) hosts.add(url.host);
      });
      await page.goto(`${platform.baseUrl}/problem/counter`);
      await settled(page);
      await expect.poll(() => previewFrame(page).locator('h1').textContent()).toBe('Counter');
      expect(await page.getByRole('tab', { name: 'App.jsx' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.locator('iframe[sandbox]:not([hidden])').getAttribute('sandbox')).not.toContain(
        'allow-same-origin',
      );
      expect([...hosts]).toEqual([new URL(platform.baseUrl).host]);
    },
    SLOW,
  );

  it(
    'follows an edit of App.jsx, keeps the code away from the app storage, and logs to the Console tab',
    async () => {
      await page.evaluate(() => localStorage.setItem('accessToken', 'app-secret'));
      await replaceFile(page, 'App.jsx', WORKING_APP);
      await expect
        .poll(() => previewFrame(page).getByTestId('storage').textContent(), { timeout: 30_000 })
        .toBe('SecurityError');
      // a click that landed in a frame being replaced by a later render of the same edit (the
      // deletion and the insertion can be two renders on a busy machine) is made again in the new one
      await expect
        .poll(async () => {
          const count = await previewFrame(page).getByTestId('count').textContent();
          if (count === '0') await previewFrame(page).getByRole('button', { name: 'Increment' }).click();
          return previewFrame(page).getByTestId('count').textContent();
        })
        .toBe('1');
      await page.getByRole('tab', { name: 'Solutions' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe('app-secret');
      // the frame's console, in the Console tab
      await page.getByRole('button', { name: 'Open a tab' }).first().click();
      await page.getByRole('menuitem', { name: 'Console' }).click();
      await expect.poll(() => page.getByTestId('console-entries').textContent()).toContain('render 1');
      expect([...hosts]).toEqual([new URL(platform.baseUrl).host]);
    },
    SLOW,
  );

  it(
    'shows a syntax error with its file and line, and renders again once it is fixed',
    async () => {
      await replaceFile(page, 'App.jsx', `${WORKING_APP}\nconst = ;\n`);
      await settled(page, 'error');
      expect(await page.getByTestId('preview-error').textContent()).toMatch(/^Could not compile App\.jsx:\d+/);
      await replaceFile(page, 'App.jsx', WORKING_APP);
      await settled(page);
      expect(await previewStatus(page)).toBe('loaded');
    },
    SLOW,
  );

  it(
    'renders the Vue and VanillaJS trees',
    async () => {
      // React's files have edits: switching asks first (the edits stay in this browser)
      await chooseFramework(page, 'Vue');
      const ask = page.getByRole('alertdialog', { name: 'Switch framework?' });
      await ask.getByRole('button', { name: 'Switch', exact: true }).click();
      await ask.waitFor({ state: 'detached' });
      for (const framework of ['Vue', 'VanillaJS']) {
        if (framework !== 'Vue') await chooseFramework(page, framework);
        await expect.poll(() => previewFrame(page).getByTestId('count').textContent(), { timeout: 30_000 }).toBe('0');
        await settled(page);
        expect(await page.getByRole('tab', { name: 'App.jsx' }).count()).toBe(0);
      }
      // back to React: the edits are still there (autosaved per framework), no question asked
      await chooseFramework(page, 'React');
      await expect
        .poll(() => previewFrame(page).getByTestId('storage').textContent(), { timeout: 30_000 })
        .toBe('SecurityError');
    },
    SLOW,
  );

  it(
    'changes the device width and opens the preview in a sandboxed tab of its own',
    async () => {
      await page.getByRole('tab', { name: 'Controls' }).click();
      await page.getByRole('radio', { name: /Phone/ }).click();
      await page.getByRole('tab', { name: 'Browser' }).click();
      await expect
        .poll(() => page.locator('iframe[sandbox]:not([hidden])').evaluate((el) => el.getBoundingClientRect().width))
        .toBe(375);
      await page.getByRole('tab', { name: 'Controls' }).click();
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Open in a new tab' }).click(),
      ]);
      await expect.poll(() => popup.getByTestId('storage').textContent(), { timeout: 30_000 }).toBe('SecurityError');
      // an opaque origin, and no handle back to the workbench for the learner's code
      expect(await popup.evaluate(() => [self.origin, window.opener === null])).toEqual(['null', true]);
      await popup.close();
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
    SLOW,
  );
});

describe('a UI problem, signed in', () => {
  it(
    'runs the visible UI tests in the judge and submits: RESOLVED on the server',
    async () => {
      const { context, page } = await newAppPage(browser, { store: true, tokens });
      await page.goto(`${platform.baseUrl}/problem/counter`);
      await settled(page);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.locator('[data-testid="runner"][data-phase="failed"]').waitFor({ timeout: 60_000 });

      await replaceFile(page, 'App.jsx', REFERENCE);
      await expect.poll(() => previewFrame(page).getByTestId('count').textContent(), { timeout: 30_000 }).toBe('0');
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.locator('[data-testid="runner"][data-phase="passed"]').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('run-summary').textContent()).toBe('4/4 passed');

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await toast(page, 'Accepted: every test passed.').waitFor({ timeout: 60_000 });
      const status = await gql<{ problem: { statue: string } }>(
        platform.baseUrl,
        'query { problem(link: "counter") { statue } }',
        {},
        tokens.access,
      );
      expect(status.problem.statue).toBe('RESOLVED');

      // a saved version carries the framework and its files; applying it brings both back
      await page.getByRole('tab', { name: 'Saved code' }).click();
      await page.getByLabel('Title', { exact: true }).fill('react answer');
      await page.getByRole('button', { name: 'Save to the cloud' }).click();
      await toast(page, 'Saved to the cloud.').waitFor();
      await chooseFramework(page, 'Vue');
      const ask = page.getByRole('alertdialog', { name: 'Switch framework?' });
      await ask.getByRole('button', { name: 'Switch', exact: true }).click();
      await page.getByRole('tab', { name: 'App.vue' }).waitFor();
      await page.getByRole('tab', { name: 'Saved code' }).click();
      await page
        .getByTestId('saved-row')
        .filter({ hasText: 'react answer' })
        .getByRole('button', { name: 'Apply' })
        .click();
      const apply = page.getByRole('alertdialog', { name: 'Apply this version?' });
      await apply.getByRole('button', { name: 'Apply', exact: true }).click();
      await toast(page, 'The version was applied.').waitFor();
      await page.getByRole('tab', { name: 'App.jsx' }).waitFor();
      await page.getByRole('tab', { name: 'Files', exact: true }).click();
      expect(await page.getByLabel('Framework').inputValue()).toBe('React');
      // the Vue starter's frame (same markup, buttons that do nothing) may still be on screen
      // until the applied React app renders: click until a frame counts
      await expect
        .poll(
          async () => {
            await previewFrame(page).getByRole('button', { name: 'Increment' }).click();
            return Number(await previewFrame(page).getByTestId('count').textContent());
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});
