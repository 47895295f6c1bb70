// The problem workbench in a real browser against the real platform: a visitor solves
// `debounce` (the starter fails, a typed solution passes) and finds the code after a reload;
// a signed-in user submits (RESOLVED on the server and on the book page), saves, renames,
// applies and deletes versions; the phone layout; the report dialog; previous/next through a
// filtered book; both languages and themes with axe-core. No request leaves
// our host.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { axeViolations } from './support/axe';
import { type AppContextOptions, type AppPage, newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { toast } from './support/ui';
import { editorReady, replaceCode, workbenchEditorText } from './support/workbench';

const BOOK = 'all-interview-questions';
const USER = { username: 'wb_lin', email: 'wb-lin@example.com', password: 'Str0ng!pass' };
const SOLUTION =
  'function debounce(func, wait) { let t; function d(...a) { clearTimeout(t); t = setTimeout(() => func.apply(this, a), wait); } d.cancel = () => clearTimeout(t); console.log("made"); return d; }';

const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

/** a workbench page that records every host it requested */
async function openWorkbench(path: string, options: AppContextOptions = {}) {
  const opened = await newAppPage(browser, { store: true, ...options });
  const hosts = new Set<string>();
  opened.page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await opened.page.goto(`${platform.baseUrl}${path}`);
  await opened.page.getByTestId('workbench').waitFor();
  return { ...opened, hosts };
}

const runner = (page: Page) => page.getByTestId('runner');
const ourHost = () => new URL(platform.baseUrl).host;
const SLOW = 180_000; // the judge and Monaco on a loaded two-core machine

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('workbench as a visitor', () => {
  it(
    'runs the starter (fails), runs a typed solution (passes) and keeps the code after a reload',
    async () => {
      const { context, page, hosts } = await openWorkbench(`/book/${BOOK}/problem/debounce`, { tokens: null });
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Describe',
        'Solutions',
        'Comments',
        'Submit',
        'Code',
        'Case',
        'Console',
      ]);
      expect(await page.getByRole('tab', { name: 'Describe' }).getAttribute('aria-selected')).toBe('true');
      // markdown rendered, not shown as text: headings, lists and highlighted code
      await page.getByRole('tabpanel').first().locator('pre code.hljs').first().waitFor();
      expect(await page.getByRole('tabpanel').first().innerText()).not.toContain('```');
      await editorReady(page);

      await page.getByRole('button', { name: 'Run', exact: true }).click();
      expect(await page.getByRole('tab', { name: 'Run tests' }).getAttribute('aria-selected')).toBe('true');
      await runner(page).and(page.locator('[data-phase=failed]')).waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('run-summary').textContent()).toMatch(/^0\/5 passed$/);
      await page.getByTestId('login-prompt').waitFor(); // the results record needs an account

      // the shortcuts work inside Monaco, which keeps keys such as Ctrl+Enter for itself:
      // Ctrl/⌘+Enter runs, Ctrl/⌘+S saves (not the browser's save dialog)
      await replaceCode(page, SOLUTION);
      await page.keyboard.press('ControlOrMeta+Enter');
      await runner(page).and(page.locator('[data-phase=passed]')).waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('run-summary').textContent()).toBe('5/5 passed');
      expect(await page.getByTestId('test-row').count()).toBe(5);
      // its first line (the lines' box runs on under the results pane beside it)
      const codeEditor = page.getByTestId('code-editor').locator('.view-line').first();
      await page.getByRole('tab', { name: 'Code', exact: true }).click();
      await codeEditor.click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('ControlOrMeta+S');
      await toast(page, 'Saved in this browser').waitFor();

      // the console keeps the run's output and system entries, filterable; opened from the
      // command palette (Ctrl/⌘+Shift+P from inside the editor), filtered, run with Enter
      await codeEditor.click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('ControlOrMeta+Shift+P');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.waitFor();
      await page.keyboard.type('open cons');
      // the best match first (cmdk's fuzzy filter also keeps "Open Comments")
      expect((await palette.getByRole('option').allTextContents())[0]).toContain('Open Console');
      await page.keyboard.press('Enter');
      await palette.waitFor({ state: 'detached' });
      await page.getByTestId('console-entries').waitFor();
      await page.getByLabel('Show').selectOption('system');
      expect(await page.locator('[data-testid=console-entries] li[data-type=console]').count()).toBe(0);
      expect(await page.locator('[data-testid=console-entries] li[data-type=system]').count()).toBeGreaterThan(0);

      // the autosave (500 ms after the last change) has stored the typed solution
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(localStorage)
              .filter((key) => key.startsWith('workbench.code.'))
              .some((key) =>
                (JSON.parse(localStorage.getItem(key)!) as { code: string }).code.includes('clearTimeout'),
              ),
          ),
        )
        .toBe(true);
      await page.reload();
      await page.getByRole('tab', { name: 'Code', exact: true }).click();
      await editorReady(page);
      await expect.poll(() => workbenchEditorText(page)).toContain('clearTimeout');

      // visitors are asked to sign in to submit
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
      await prompt.waitFor();
      await prompt.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/login');

      expect([...hosts]).toEqual([ourHost()]);
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it(
    'sends a report and refuses an empty one; Ctrl+S in its field saves the code',
    async () => {
      const { context, page } = await openWorkbench('/problem/debounce', { tokens: null });
      await page.getByRole('button', { name: 'Report a problem' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report a problem' });
      const send = dialog.getByRole('button', { name: 'Send' });
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByLabel('What is wrong?').fill('The third example has a typo.');
      // Ctrl/⌘+S in a text field saves the code, as in the editor, instead of the browser's dialog
      await page.keyboard.press('ControlOrMeta+S');
      await toast(page, 'Saved in this browser').waitFor();
      await send.click();
      await toast(page, 'Thank you, your report was sent.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    },
    SLOW,
  );
});

describe('workbench signed in', () => {
  it(
    'submits: the server records RESOLVED, the book page shows it, the record opens read-only',
    async () => {
      const { context, page, hosts } = await openWorkbench(`/book/${BOOK}/problem/debounce`, { tokens });
      await replaceCode(page, SOLUTION);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await toast(page, 'Accepted: every test passed.').waitFor({ timeout: 60_000 });
      await page
        .getByTestId('problem-status')
        .or(page.getByRole('button', { name: 'Completed' }))
        .first()
        .waitFor();

      const status = await gql<{ problem: { statue: string } }>(
        platform.baseUrl,
        'query ($book: String) { problem(link: "debounce") { statue(book: $book) } }',
        { book: BOOK },
        tokens.access,
      );
      expect(status.problem.statue).toBe('RESOLVED');

      await page.getByRole('tab', { name: 'Submit', exact: true }).click();
      const record = page.getByTestId('submission-list').getByRole('button').first();
      await record.waitFor();
      expect(await record.textContent()).toMatch(/Submission \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
      await record.click();
      await page.locator('[data-verdict=success]').first().waitFor();
      await page.getByRole('button', { name: 'Back to the list' }).click();

      await page.goto(`${platform.baseUrl}/book/${BOOK}`);
      const row = page.locator('li', { has: page.getByRole('link', { name: 'Implement debounce' }) });
      await row.getByRole('button', { name: 'Mark as not done' }).waitFor();
      expect([...hosts]).toEqual([ourHost()]);
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it(
    'saves, renames, applies and deletes a version',
    async () => {
      const { context, page } = await openWorkbench('/problem/debounce', { tokens });
      await replaceCode(page, 'function debounce() { return 1; }');
      await page.getByRole('button', { name: 'Open a tab' }).last().click();
      await page.getByRole('menuitem', { name: 'Saved code' }).click();
      const title = page.getByLabel('Title', { exact: true });
      expect(await title.inputValue()).toMatch(/^my-solution \d{4}\//);
      await title.fill('   ');
      await page.getByRole('button', { name: 'Save to the cloud' }).click();
      await toast(page, 'Please enter a title.').waitFor();
      await title.fill('first try');
      await page.getByRole('button', { name: 'Save to the cloud' }).click();
      await toast(page, 'Saved to the cloud.').waitFor();
      const rows = page.getByTestId('saved-row');
      await rows.filter({ hasText: 'first try' }).waitFor();

      await rows.first().getByRole('button', { name: 'Rename' }).click();
      const renameDialog = page.getByRole('alertdialog', { name: 'Rename the version' });
      await renameDialog.getByLabel('Title').fill('kept version');
      await renameDialog.getByRole('button', { name: 'Rename', exact: true }).click();
      await toast(page, 'The version was renamed.').waitFor();
      await rows.filter({ hasText: 'kept version' }).waitFor();

      // change the code, then apply the saved version back (the cloud banner shows)
      await replaceCode(page, 'function debounce() { return 2; }');
      await page.getByRole('tab', { name: 'Saved code' }).click();
      await rows.first().getByRole('button', { name: 'Apply' }).click();
      await confirm(page, 'Apply this version?', 'Apply');
      await page.getByRole('tab', { name: 'Code', exact: true }).click();
      await page.getByText('This code comes from your cloud save “kept version”.').waitFor();
      await expect.poll(() => workbenchEditorText(page)).toContain('return 1');

      await page.getByRole('tab', { name: 'Saved code' }).click();
      await rows.first().getByRole('button', { name: 'Delete' }).click();
      await confirm(page, 'Delete this version?', 'Delete');
      await toast(page, 'The version was deleted.').waitFor();
      await expect.poll(() => rows.count()).toBe(0);
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});

describe('workbench layout, navigation, languages and themes', () => {
  it(
    'on a phone shows one pane at a time: the editor fills the screen after "Code", the footer is one row, nothing scrolls sideways',
    async () => {
      const { context, page } = await openWorkbench(`/book/${BOOK}/problem/debounce`, {
        tokens: null,
        width: 390,
        height: 844,
      });
      await page.locator('[data-layout=phone]').waitFor();
      const views = page.getByRole('group', { name: 'Workbench view' });
      expect(await views.getByRole('button').allTextContents()).toEqual(['Problem', 'Code']);
      expect(await page.locator('[data-pane]:visible').count()).toBe(1);
      await page.getByRole('tab', { name: 'Describe' }).waitFor();

      await views.getByRole('button', { name: 'Code' }).click();
      await editorReady(page);
      // the editor is on screen without scrolling, and gets most of the height
      const editor = (await page.locator('.monaco-editor').first().boundingBox())!;
      expect(editor.y).toBeGreaterThanOrEqual(0);
      expect(editor.y + editor.height).toBeLessThanOrEqual(844);
      expect(editor.height).toBeGreaterThan(844 / 2);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // polled: Monaco may redraw its lines once the editor preferences arrive (a line read as it
      // was replaced has no computed style)
      await expect
        .poll(() =>
          page
            .locator('.monaco-editor .view-line')
            .first()
            .evaluate((el) => getComputedStyle(el).fontSize),
        )
        .toBe('13px');

      // the footer is one row (every control on the same line, no hidden overflow), and the
      // buttons whose labels do not fit keep them as accessible names
      const footer = page.getByRole('contentinfo', { name: 'Workbench controls' });
      const tops = await footer
        .locator('button:visible, a:visible')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
      expect(tops.length).toBeGreaterThan(8);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
      expect((await footer.boundingBox())!.height).toBeLessThan(56);
      expect(await footer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const name of ['Run', 'Submit', 'Mark complete']) await footer.getByRole('button', { name }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Run brings the results forward
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await runner(page).and(page.locator('[data-phase=failed]')).waitFor({ timeout: 60_000 });
      expect(await runner(page).isVisible()).toBe(true);
      await context.close();
    },
    SLOW,
  );

  it(
    'splits, closes, hides and maximizes panes from the block menu; reset layout asks and toasts',
    async () => {
      const { context, page } = await openWorkbench('/problem/debounce', { tokens: null });
      const panes = page.locator('[data-pane]');
      await expect.poll(() => panes.count()).toBe(2);
      const menu = (index: number) => page.getByRole('button', { name: 'Pane menu' }).nth(index);
      // split right: the active tab (Describe) moves to a new pane
      await menu(0).click();
      await page.getByRole('menuitem', { name: 'Split right' }).click();
      await expect.poll(() => panes.count()).toBe(3);
      expect(await panes.nth(1).getByRole('tab').allTextContents()).toEqual(['Describe']);
      // one tab left: closing it is refused
      await menu(1).click();
      expect(await page.getByRole('menuitem', { name: 'Close current tab' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await page.keyboard.press('Escape');
      // maximize shows one pane; hiding is then disabled
      await menu(1).click();
      await page.getByRole('menuitem', { name: 'Maximize' }).click();
      await expect.poll(() => panes.count()).toBe(1);
      await menu(0).click();
      expect(await page.getByRole('menuitem', { name: 'Hide block' }).getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('menuitem', { name: 'Restore' }).click();
      await expect.poll(() => panes.count()).toBe(3);
      // the layout is kept across a reload, then reset after confirming
      await page.reload();
      await page.locator('[data-pane]').nth(2).waitFor();
      expect(await panes.count()).toBe(3);
      await page.getByRole('button', { name: 'Editor settings' }).click();
      await page.getByRole('button', { name: 'Reset layout' }).click();
      await confirm(page, 'Reset the layout?', 'Reset layout');
      await toast(page, 'The layout was reset.').waitFor();
      await expect.poll(() => panes.count()).toBe(2);
      expect(page.errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it(
    'steps through a filtered book with previous and next, disabled at the ends',
    async () => {
      const query = '?difficulty=Hard';
      const { data } = {
        data: await gql<{ book: { problems: { link: string; difficulty: string }[] } }>(
          platform.baseUrl,
          `query { book(link: "${BOOK}") { problems { link difficulty } } }`,
        ),
      };
      const hard = data.book.problems.filter((p) => p.difficulty === 'Hard').map((p) => p.link);
      expect(hard.length).toBeGreaterThan(1);
      const { context, page } = await openWorkbench(`/book/${BOOK}/problem/${hard[0]}${query}`, { tokens: null });
      const previous = page.getByRole('button', { name: 'Previous problem' });
      await previous.waitFor();
      expect(await previous.isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Next problem' }).click();
      await page.waitForURL(`**/problem/${hard[1]}${query}`);
      await page.getByText(`2 of ${hard.length}`).waitFor();

      await page.getByRole('button', { name: 'Problem list' }).click();
      const drawer = page.getByRole('dialog');
      expect(await drawer.getByRole('link').count()).toBe(hard.length);
      await drawer.getByRole('link').last().click();
      await page.waitForURL(`**/problem/${hard.at(-1)}${query}`);
      await page.getByRole('button', { name: 'Next problem' }).and(page.locator('[disabled]')).waitFor();
      await context.close();
    },
    SLOW,
  );

  for (const lang of ['en', 'zhCN'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(
        `reads well in ${lang}, ${theme} (axe-core)`,
        async () => {
          const { context, page, hosts } = await openWorkbench(`/book/${BOOK}/problem/debounce`, {
            tokens: null,
            lang,
            theme,
          });
          await page.getByRole('tab', { name: lang === 'en' ? 'Code' : '代码', exact: true }).waitFor();
          await editorReady(page);
          if (lang === 'zhCN') {
            expect(await page.getByRole('tab').allTextContents()).toEqual([
              '题目描述',
              '题解',
              '评论',
              '提交记录',
              '代码',
              '测试用例',
              '控制台',
            ]);
            await page.getByRole('button', { name: '运行', exact: true }).waitFor();
          }
          const editorTheme = await page.locator('.monaco-editor').first().getAttribute('class');
          expect(editorTheme).toContain(theme === 'dark' ? 'vs-dark' : 'vs');
          // the editor's text is coloured by the chosen third-party theme: left out
          expect(
            await axeViolations(page, { include: ['[data-testid=workbench]'], exclude: ['.monaco-editor'] }),
          ).toEqual([]);
          expect([...hosts]).toEqual([ourHost()]);
          expect((page as AppPage).errors).toEqual([]);
          await context.close();
        },
        SLOW,
      );
    }
  }
});
