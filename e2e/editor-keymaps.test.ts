// Editor keymaps and shortcuts (issue #31): Vim (mode line, i … Escape, dd) remembered on the
// account and back on a fresh browser, Emacs (Ctrl+A / Ctrl+E), autocomplete off showing no
// suggestions where on showed them, Ctrl+Shift+Enter submits and Ctrl+S saves from the editor,
// and the shortcuts panel listing them, opened and closed by keyboard; axe on the settings and
// the panel in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { type AppContextOptions, newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { toast } from './support/ui';

const USER = { username: 'keys_ada', email: 'keys-ada@example.com', password: 'Str0ng!pass' };
const SLOW = 180_000; // Monaco and the judge on a loaded two-core machine

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

async function openWorkbench(options: AppContextOptions = {}) {
  const opened = await newAppPage(browser, { store: true, ...options });
  await opened.page.goto(`${platform.baseUrl}/problem/debounce`);
  await opened.page.getByTestId('workbench').waitFor();
  await opened.page.getByRole('tab', { name: 'Code', exact: true }).click();
  await codeEditor(opened.page).locator('.monaco-editor textarea').waitFor({ state: 'attached', timeout: 60_000 });
  return opened;
}

/** the editor of the Code tab (the Case tab has a read-only one) */
const codeEditor = (page: Page) =>
  page.getByTestId('code-editor').filter({ has: page.getByRole('textbox', { name: 'Code editor' }) });
/** its text (Monaco renders spaces as no-break spaces), line by line */
const lines = async (page: Page) =>
  (await codeEditor(page).locator('.view-line').allTextContents()).map((line) => line.replace(/\u00a0/g, ' '));

/** replaces the code with `text` (before a keymap that reads Ctrl+A its own way is on) */
async function setCode(page: Page, text: string) {
  await codeEditor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await expect.poll(() => lines(page)).toEqual(text.split('\n'));
}

const settingsButton = (page: Page) => page.getByRole('button', { name: 'Editor settings' });

async function chooseKeymap(page: Page, keymap: 'Default' | 'Vim' | 'Emacs') {
  await settingsButton(page).click();
  await page.getByLabel('Keymap').selectOption({ label: keymap });
  await page.keyboard.press('Escape');
  await page.getByLabel('Keymap').waitFor({ state: 'detached' });
}

describe('editor keymaps', () => {
  it(
    'Vim: the mode line, i … Escape, dd deletes the line; kept on the account for a fresh browser',
    async () => {
      const { context, page } = await openWorkbench({ tokens });
      await setCode(page, 'first line\nsecond line\nthird line');
      await chooseKeymap(page, 'Vim');
      const status = page.getByRole('status', { name: 'Vim mode' });
      await status.waitFor();

      await codeEditor(page).locator('.view-line', { hasText: 'second line' }).click();
      await page.keyboard.press('i');
      await expect.poll(() => status.textContent()).toMatch(/--\s*INSERT\s*--/);
      await page.keyboard.type('new ');
      await page.keyboard.press('Escape');
      await expect.poll(() => status.textContent()).not.toMatch(/INSERT/);
      await page.keyboard.type('dd');
      await expect.poll(() => lines(page)).toEqual(['first line', 'third line']);

      // stored on the account (a sign-in writes it)…
      await expect
        .poll(async () => {
          const data = await gql<{ editorPreferences: { keymap: string } | null }>(
            platform.baseUrl,
            '{ editorPreferences { keymap } }',
            {},
            tokens.access,
          );
          return data.editorPreferences?.keymap;
        })
        .toBe('vim');
      expect(page.errors).toEqual([]);
      await context.close();

      // …so a fresh browser signed in as the same account starts in Vim
      const fresh = await openWorkbench({ tokens });
      await fresh.page.getByRole('status', { name: 'Vim mode' }).waitFor();
      await settingsButton(fresh.page).click();
      expect(await fresh.page.getByLabel('Keymap').inputValue()).toBe('vim');
      await fresh.page.getByLabel('Keymap').selectOption({ label: 'Default' });
      await fresh.page.getByRole('status', { name: 'Vim mode' }).waitFor({ state: 'detached' });
      expect(fresh.page.errors).toEqual([]);
      await fresh.context.close();
    },
    SLOW,
  );

  it(
    'Emacs: Ctrl+A goes to the start of the line, Ctrl+E to its end',
    async () => {
      const { context, page } = await openWorkbench({ tokens: null });
      await setCode(page, 'abc def');
      await chooseKeymap(page, 'Emacs');
      await codeEditor(page).locator('.view-line').first().click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('X');
      await expect.poll(() => lines(page)).toEqual(['Xabc def']);
      await page.keyboard.press('Control+E');
      await page.keyboard.type('Y');
      await expect.poll(() => lines(page)).toEqual(['Xabc defY']);
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it(
    'autocomplete off shows no suggestions where on showed them',
    async () => {
      const { context, page } = await openWorkbench({ tokens: null });
      const suggest = codeEditor(page).locator('.suggest-widget.visible');
      await setCode(page, '');
      await page.keyboard.type('cons');
      await suggest.waitFor();
      await page.keyboard.press('Escape');
      await suggest.waitFor({ state: 'hidden' });

      await settingsButton(page).click();
      await page.getByLabel('Autocomplete').uncheck();
      await page.keyboard.press('Escape');
      await setCode(page, '');
      await page.keyboard.type('cons');
      await expect.poll(() => lines(page)).toEqual(['cons']);
      // Monaco asks for quick suggestions 10 ms after a key; 30 frames later there is still none
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            let frames = 0;
            const tick = () => (++frames >= 30 ? done() : requestAnimationFrame(tick));
            requestAnimationFrame(tick);
          }),
      );
      expect(await suggest.count()).toBe(0);
      // asked for (Ctrl+Space) they still come
      await page.keyboard.press('Control+Space');
      await suggest.waitFor();
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});

describe('shortcuts', () => {
  it(
    'Ctrl+Shift+Enter submits and Ctrl+S saves from the editor',
    async () => {
      const { context, page } = await openWorkbench({ tokens });
      await chooseKeymap(page, 'Default');
      await codeEditor(page).locator('.view-line').first().click();
      await page.keyboard.press('ControlOrMeta+S');
      await toast(page, 'Saved in this browser').waitFor();
      await codeEditor(page).locator('.view-line').first().click();
      await page.keyboard.press('ControlOrMeta+Shift+Enter');
      // the starter code is judged (a submission, not a run) and not accepted
      await toast(page, 'Not accepted yet').waitFor({ timeout: 60_000 });
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  for (const theme of ['light', 'dark'] as const) {
    it(
      `the panel lists them, opens and closes by keyboard; settings and panel pass axe (${theme})`,
      async () => {
        const { context, page } = await openWorkbench({ tokens: null, theme });
        await settingsButton(page).focus();
        await page.keyboard.press('Enter');
        await page.getByLabel('Keymap').waitFor();
        expect(await axeViolations(page, { include: ['[data-radix-popper-content-wrapper]'] })).toEqual([]);
        const open = page.getByRole('button', { name: 'Keyboard shortcuts' });
        while (!(await open.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');

        const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await panel.waitFor();
        const row = (id: string) => panel.locator(`[data-shortcut="${id}"]`);
        expect(await row('run').innerText()).toMatch(/Run\s+Ctrl\s+Enter/);
        expect(await row('submit').innerText()).toMatch(/Submit\s+Ctrl\s+Shift\s+Enter\s+or\s+Ctrl\s+'/);
        expect(await row('save').innerText()).toMatch(/Save now \(this browser\)\s+Ctrl\s+S/);
        expect(await row('palette').innerText()).toMatch(/Ctrl\s+Shift\s+P/);
        expect(await axeViolations(page, { include: ['[data-testid=shortcuts-panel]'] })).toEqual([]);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });

        // ? outside a text field opens it too
        await page.getByRole('tab', { name: 'Describe' }).focus();
        await page.keyboard.press('Shift+Slash');
        await panel.waitFor();
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        expect(page.errors).toEqual([]);
        await context.close();
      },
      SLOW,
    );
  }
});
