// Saved versions in the workbench: applying an older one makes it the current one everywhere
// (the banner and the list's "Current" agree, on the server too, so after a reload), and each row shows the date and time of its save
// in the reader's language (two saves a few seconds apart are told apart, with their day).
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const USER = { username: 'versions_user', email: 'versions@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

const SAVE = `mutation ($input: SaveSolutionInput!) { saveSolution(input: $input) { id updatedAt } }`;

describe('saved versions', () => {
  it(
    'applying an older version marks it current in the list, also after a reload; rows show date and time',
    { timeout: 180_000 },
    async () => {
      const { problem } = await gql<{ problem: { id: string } }>(
        platform.baseUrl,
        '{ problem(link: "debounce") { id } }',
      );
      const save = (title: string, code: string) =>
        gql<{ saveSolution: { id: string; updatedAt: string } }>(
          platform.baseUrl,
          SAVE,
          { input: { problemId: problem.id, title, language: 'Javascript', code } },
          tokens.access,
        );
      const older = (await save('older', 'function debounce() { return 1; }')).saveSolution;
      const newer = (await save('newer', 'function debounce() { return 2; }')).saveSolution;

      const { context, page } = await newAppPage(browser, { store: true, tokens });
      await page.goto(`${platform.baseUrl}/problem/debounce`);
      await page.getByTestId('workbench').waitFor();
      await page.getByRole('button', { name: 'Open a tab' }).last().click();
      await page.getByRole('menuitem', { name: 'Saved code' }).click();
      const rows = page.getByTestId('saved-row');
      const row = (title: string) => rows.filter({ hasText: title });
      await row('older').waitFor();
      expect(await row('newer').innerText()).toContain('Current');

      // each row: its own save's date and time, as Intl writes them in English
      const format = (iso: string) =>
        page.evaluate(
          (at) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at)),
          iso,
        );
      expect(await row('older').innerText()).toContain(await format(older.updatedAt));
      expect(await row('newer').innerText()).toContain(await format(newer.updatedAt));

      await row('older').getByRole('button', { name: 'Apply' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Apply this version?' });
      await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => row('older').innerText()).toContain('Current');
      expect(await row('newer').innerText()).not.toContain('Current');

      // the mark is the server's: it survives a reload, and the API says so too
      await expect
        .poll(async () => {
          const { savedSolutions } = await gql<{
            savedSolutions: { edges: { node: { id: string; current: boolean } }[] };
          }>(
            platform.baseUrl,
            `query ($id: String!) { savedSolutions(problemId: $id) { edges { node { id current } } } }`,
            { id: problem.id },
            tokens.access,
          );
          return savedSolutions.edges.filter(({ node }) => node.current).map(({ node }) => node.id);
        })
        .toEqual([older.id]);
      await page.reload();
      await page.getByTestId('workbench').waitFor();
      await page.getByRole('button', { name: 'Open a tab' }).last().click();
      await page.getByRole('menuitem', { name: 'Saved code' }).click();
      await row('newer').waitFor();
      expect(await row('older').innerText()).toContain('Current');
      expect(await row('newer').innerText()).not.toContain('Current');
      expect(page.errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'the rename dialog starts in its field, tabs in page order and gives focus back to its opener',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newAppPage(browser, { store: true, tokens });
      await page.goto(`${platform.baseUrl}/problem/debounce`);
      await page.getByTestId('workbench').waitFor();
      await page.getByRole('button', { name: 'Open a tab' }).last().click();
      await page.getByRole('menuitem', { name: 'Saved code' }).click();
      const opener = page.getByTestId('saved-row').filter({ hasText: 'older' }).getByRole('button', { name: 'Rename' });
      await opener.click();
      const dialog = page.getByRole('alertdialog', { name: 'Rename the version' });
      await dialog.waitFor();
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return el.tagName === 'INPUT' ? `input:${(el as HTMLInputElement).value}` : el.textContent?.trim();
        });
      await expect.poll(focused).toBe('input:older');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Cancel');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Rename');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(page.errors).toEqual([]);
      await context.close();
    },
  );
});
