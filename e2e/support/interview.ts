// A mock interview's room as its browser tests use it: the interviewer opens a new room, a guest
// joins it by name, and the pad is read and typed into as a person would.
import type { Browser, Page } from 'playwright-core';
import { type AppContextOptions, newAppPage } from './context';

const WIDE = { width: 1440, height: 900 };

const connected = (page: Page) =>
  page.locator('[data-testid="collab-state"][data-state="connected"]').waitFor({ timeout: 30_000 });

/** the interviewer (signed in through `options.tokens`) opens a new room: their page and its code */
export async function openNewRoom(browser: Browser, baseUrl: string, options: AppContextOptions) {
  const host = await newAppPage(browser, { store: true, ...WIDE, ...options });
  await host.page.goto(`${baseUrl}/interview`);
  await host.page.getByRole('button', { name: 'New interview' }).click();
  await host.page.waitForURL(/\/interview\/[^/]+$/);
  await connected(host.page);
  const code = new URL(host.page.url()).pathname.split('/').pop()!;
  return { ...host, code };
}

/** a guest joins the room under `name`, in the form's language */
export async function joinAsGuest(
  browser: Browser,
  baseUrl: string,
  code: string,
  name: string,
  options: AppContextOptions = {},
) {
  const guest = await newAppPage(browser, { ...WIDE, ...options });
  await guest.page.goto(`${baseUrl}/interview/${code}`);
  const field = guest.page.getByLabel(options.lang === 'zhCN' ? '你的名字' : 'Your name');
  await field.fill(name);
  await field.press('Enter');
  await connected(guest.page);
  return guest;
}

/** an editor's text as shown, line by line (Monaco draws spaces as no-break spaces; short documents are rendered whole) */
export const editorText = (page: Page, testId = 'shared-editor') =>
  page
    .getByTestId(testId)
    .locator('.view-lines')
    .evaluate((lines) =>
      [...lines.querySelectorAll('.view-line')]
        .map((line) => ({ top: parseFloat((line as HTMLElement).style.top), text: line.textContent ?? '' }))
        .sort((x, y) => x.top - y.top)
        .map((line) => line.text.replaceAll('\u00a0', ' '))
        .join('\n'),
    );

/** types at the end of the pad */
export async function typeAtEnd(page: Page, text: string) {
  await page.getByTestId('shared-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}
