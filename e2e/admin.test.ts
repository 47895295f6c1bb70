// The admin pages in a real browser, against the real platform (one start for the file). The
// administrator is made the way the server offers: ADMIN_EMAILS lists an address, and the
// user becomes admin once it is verified (the code arrives over SMTP at a loopback inbox).
// An admin adds a tag, meets the duplicate-key message (the form's own check and the API's
// 409), edits and deletes it (with confirmation); adds a company with an icon; a signed-in
// non-admin sees no admin links and gets the administrators-only state; an anonymous visitor
// goes to /login. Light, dark, the company dialog and a phone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../server/test/at';
import { startSmtpInbox } from '../server/test/smtp-inbox';
import { type Tokens, gql } from './support/api';
import { axeViolations } from './support/axe';
import { type AppContextOptions, newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';
import { missingKeys } from './support/i18n';
import { useResource } from './support/resource';
import { inputError, toast } from './support/ui';
import { seededTagCount } from './support/bank';

const PASSWORD = 'Str0ng!pass';
const ADMIN = { username: 'root_admin', email: 'root-admin@example.com' };
const LEARNER = { username: 'plain_user', email: 'plain-user@example.com' };
const DUPLICATE = 'this Key already exists, please use a unique Key';

const inbox = useResource('the SMTP inbox', startSmtpInbox, (started) => started.close());
const { platform, browser } = usePlatformAndBrowser(() => ({ SMTP_URL: inbox.url, ADMIN_EMAILS: ADMIN.email }));
const admin = useSignedInUser(platform, { ...ADMIN, password: PASSWORD });
const learner = useSignedInUser(platform, { ...LEARNER, password: PASSWORD });

/** verifies the address with the code mailed at registration: ADMIN_EMAILS makes the user admin */
async function verify(email: string, token: string): Promise<string> {
  const mail = await inbox.waitFor(email);
  const code = /(\w{6})\s*$/.exec(mail.subject)![1];
  const { verifyEmail } = await gql<{ verifyEmail: { role: string } }>(
    platform.baseUrl,
    'mutation ($code: String!) { verifyEmail(code: $code) { role } }',
    { code },
    token,
  );
  return verifyEmail.role;
}

beforeAll(async () => {
  expect(admin.role).toBe('user');
  expect(await verify(ADMIN.email, admin.access)).toBe('admin');
});

/** a signed-in page (tokens stored as remember-me does), in English unless told */
const signedInPage = (tokens: Tokens | null, options: AppContextOptions = {}) =>
  newAppPage(browser, { store: true, tokens, ...options });

async function openAdmin(page: Page, path: '/admin/tag' | '/admin/company', heading: string) {
  await page.goto(`${platform.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // the first load has answered: rows replace the skeleton
  await page.locator('table tbody tr').first().waitFor();
}

/** the error text tied to a dialog's input by aria-describedby */
const fieldError = (page: Page, label: string) =>
  inputError(page.getByRole('dialog').getByLabel(label, { exact: true }));

/** serious or critical axe-core violations, and i18n keys that resolved in no language */
async function pageProblems(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return [...violations, ...(await missingKeys(page)).map((key) => `missing i18n key ${key}`)];
}

const TAGS_QUERY = 'query { tags { id key label } }';

describe('admin pages', () => {
  it('an admin adds a tag, meets the duplicate key, edits it and deletes it', async () => {
    const { context, page } = await signedInPage(admin);
    await openAdmin(page, '/admin/tag', 'Tags');
    const table = page.locator('table');
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.slice(0, 3).map((h) => h.trim())).toEqual(['Key', 'English (en)', '简体中文 (zhCN)']);
    expect(await page.getByText(/^\d+ tags$/).innerText()).toBe(`${seededTagCount} tags`);

    // The user menu offers the admin pages to an administrator.
    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.getByRole('link', { name: 'Manage tags' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Manage companies' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await pageProblems(page)).toEqual([]);

    // Search: key or label, any case; no results has its own state.
    const search = page.getByRole('searchbox', { name: 'Search tags' });
    await search.fill('闭包');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody th').innerText()).toBe('closure');
    await search.fill('no-such-tag');
    await page.getByText('Nothing matches “no-such-tag”.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).last().click();
    expect(await search.inputValue()).toBe('');

    // Add: the form checks every field first.
    await page.getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a tag' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('key');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await fieldError(page, 'Key')).text).toBe('Key is required.');
    expect((await fieldError(page, 'English (en) label')).text).toBe('English (en) label is required.');
    expect((await fieldError(page, '简体中文 (zhCN) label')).text).toBe('简体中文 (zhCN) label is required.');
    expect(await pageProblems(page)).toEqual([]);

    // A key already in the list is refused in the form, with the spec's message.
    await dialog.getByLabel('Key', { exact: true }).fill('closure');
    await dialog.getByLabel('English (en) label').fill('Hooks');
    await dialog.getByLabel('简体中文 (zhCN) label').fill('钩子');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await fieldError(page, 'Key')).toEqual({ invalid: 'true', text: DUPLICATE });

    // One added meanwhile (not in the page's list) comes back as the API's 409, on the key.
    await gql(
      platform.baseUrl,
      'mutation ($input: TagInput!) { createTag(input: $input) { id } }',
      { input: { key: 'e2e-race', label: JSON.stringify({ en: 'Race', zhCN: '竞态' }) } },
      admin.access,
    );
    await dialog.getByLabel('Key', { exact: true }).fill('e2e-race');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(async () => (await fieldError(page, 'Key')).text).toBe(DUPLICATE);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Key', { exact: true }).fill('e2e-hooks');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Tag “e2e-hooks” added.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = table.locator('tbody tr').filter({ has: page.locator('th', { hasText: /^e2e-hooks$/ }) });
    expect(await row.locator('td').allInnerTexts()).toEqual(expect.arrayContaining(['Hooks', '钩子']));

    // Edit: the dialog starts from the item; its own key is not a duplicate.
    await page.getByRole('button', { name: 'Edit e2e-hooks' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit tag “e2e-hooks”' });
    expect(await edit.getByLabel('Key', { exact: true }).inputValue()).toBe('e2e-hooks');
    expect(await edit.getByLabel('English (en) label').inputValue()).toBe('Hooks');
    await edit.getByLabel('English (en) label').fill('React Hooks');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Tag “e2e-hooks” saved.').waitFor();
    await expect.poll(() => row.locator('td').first().innerText()).toBe('React Hooks');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit e2e-hooks');

    // Delete asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete e2e-hooks' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete tag “e2e-hooks”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
    await page.getByRole('button', { name: 'Delete e2e-hooks' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Tag “e2e-hooks” deleted.').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    const { tags } = await gql<{ tags: { key: string; label: Record<string, string> }[] }>(
      platform.baseUrl,
      TAGS_QUERY,
    );
    expect(tags.some((tag) => tag.key === 'e2e-hooks')).toBe(false);
    expect(tags.find((tag) => tag.key === 'e2e-race')?.label).toEqual({ en: 'Race', zhCN: '竞态' });
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('an admin adds a company with an icon; dark theme and phone layouts hold', async () => {
    const { context, page } = await signedInPage(admin);
    await openAdmin(page, '/admin/company', 'Companies');
    await page.getByRole('button', { name: 'Add company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a company' });
    await dialog.getByLabel('Key', { exact: true }).fill('e2e-acme');
    await dialog.getByLabel('Icon', { exact: true }).selectOption('google');
    await dialog.getByRole('img', { name: 'Preview of the logo “google”' }).waitFor();
    await dialog.getByLabel(/^Link/).fill('not a link');
    await dialog.getByLabel('English (en) label').fill('Acme');
    await dialog.getByLabel('简体中文 (zhCN) label').fill('阿克米');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await fieldError(page, 'Link (optional)')).text).toBe('Link must be an http(s) URL or a book link.');
    await dialog.getByLabel(/^Link/).fill('https://acme.example/jobs');
    expect(await pageProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Company “e2e-acme” added.').waitFor();
    const row = page.locator('tbody tr').filter({ has: page.locator('th', { hasText: 'e2e-acme' }) });
    expect(await row.innerText()).toContain('acme.example/jobs');

    const { companies } = await gql<{ companies: Record<string, unknown>[] }>(
      platform.baseUrl,
      'query { companies { key icon link label color } }',
    );
    expect(companies.find((c) => c.key === 'e2e-acme')).toEqual({
      key: 'e2e-acme',
      icon: 'google',
      link: 'https://acme.example/jobs',
      label: { en: 'Acme', zhCN: '阿克米' },
      color: null,
    });
    expect(page.errors).toEqual([]);
    await context.close();

    // Dark theme, in Chinese: the duplicate-key message is translated.
    const dark = await signedInPage(admin, { theme: 'dark', lang: 'zhCN' });
    await openAdmin(dark.page, '/admin/tag', '标签');
    expect(await dark.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await pageProblems(dark.page)).toEqual([]);
    await dark.page.getByRole('button', { name: '新增标签' }).click();
    const zhDialog = dark.page.getByRole('dialog', { name: '新增标签' });
    await zhDialog.getByLabel('Key', { exact: true }).fill('closure');
    await zhDialog.getByRole('button', { name: '新增', exact: true }).click();
    expect((await fieldError(dark.page, 'Key')).text).toBe('该 Key 已存在，请使用唯一的 Key');
    expect((await fieldError(dark.page, 'English (en) 名称')).text).toBe('English (en) 名称不能为空。');
    await dark.context.close();

    // A phone: rows become cards; the full-screen menu has the admin links.
    const phone = await signedInPage(admin, { width: 375, height: 800 });
    await phone.page.goto(`${platform.baseUrl}/admin/company`);
    await phone.page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
    const card = phone.page
      .getByRole('list', { name: /^Companies, with/ })
      .getByRole('listitem')
      .first();
    await card.waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The editor is a bottom sheet on a phone.
    await phone.page.getByRole('button', { name: 'Add company' }).click();
    await phone.page.getByRole('dialog', { name: 'Add a company' }).waitFor();
    await phone.page.keyboard.press('Escape');
    await phone.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await phone.page.evaluate(() => document.activeElement?.textContent)).toBe('Add company');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Manage tags' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    expect(phone.page.errors).toEqual([]);
    await phone.context.close();
  });

  it('a signed-in non-admin sees no admin links and gets the administrators-only state', async () => {
    const { context, page } = await signedInPage(learner);
    await page.goto(`${platform.baseUrl}/dashboard`);
    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Manage tags' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage companies' }).count()).toBe(0);

    await page.goto(`${platform.baseUrl}/admin/tag`);
    await page.getByRole('heading', { level: 1, name: 'Administrators only' }).waitFor();
    expect(await page.getByTestId('admin-only').innerText()).toContain('plain_user is not an administrator account');
    expect(await page.locator('table').count()).toBe(0);
    // The API refuses anyway.
    const refused = await fetch(`${platform.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.access}` },
      body: JSON.stringify({ query: 'mutation { deleteTag(id: "x") { id } }' }),
    });
    expect(firstError((await refused.json()) as { errors: { extensions: { code: string } }[] }).extensions.code).toBe(
      'FORBIDDEN',
    );
    await context.close();

    const anonymous = await signedInPage(null);
    await anonymous.page.goto(`${platform.baseUrl}/admin/company`);
    await anonymous.page.waitForURL((url) => url.pathname === '/login');
    await anonymous.context.close();
  });
});
