// The workbench's editor as a test reads and writes it (Monaco renders spaces as no-break spaces).
import type { Page } from 'playwright-core';

export const editorReady = (page: Page) => page.locator('.monaco-editor textarea').first().waitFor({ timeout: 60_000 });

/** the first editor's text */
export const workbenchEditorText = async (page: Page) =>
  ((await page.locator('.monaco-editor .view-lines').first().textContent()) ?? '').replace(/\u00a0/g, ' ');

/** replaces the Code tab's whole text */
export async function replaceCode(page: Page, code: string) {
  await page.getByRole('tab', { name: 'Code', exact: true }).click();
  await editorReady(page);
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}
