// Personal access tokens in a real browser against the real platform: a user creates a read-only
// token on the security tab, sees its secret once, a tool reads with it over HTTP and is refused
// a progress write; the user revokes it after confirming and the tool is refused at once.
import { describe, expect, it, onTestFinished } from 'vitest';
import { axeViolations } from './support/axe';
import { newAppPage } from './support/context';
import { usePlatformAndBrowser, useSignedInUser } from './support/hooks';

const USER = { username: 'token_user', email: 'token@example.com', password: 'Str0ng!pass' };
const { platform, browser } = usePlatformAndBrowser();
const tokens = useSignedInUser(platform, USER);

const asTool = async (token: string, query: string) => {
  const response = await fetch(`${platform.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { me?: { username: string } }; errors?: { message: string }[] },
  };
};

describe('API tokens on the security tab', () => {
  it('creates a token shown once, which a tool can read with; revoking stops it at once', async () => {
    const { context, page } = await newAppPage(browser, { tokens });
    onTestFinished(() => context.close());
    await page.goto(`${platform.baseUrl}/user-setting?tab=security`);
    const card = page.getByRole('region', { name: 'API tokens' });
    await card.getByText('You have no tokens.').waitFor();
    await card.getByRole('button', { name: 'New token' }).click();
    await card.getByRole('button', { name: 'Create token' }).click();
    await card.getByText('Name the token.').waitFor(); // blank name refused in the form
    await card.getByLabel('Name').fill('Anki export');
    await card.getByLabel('Access').selectOption('read');
    await card.getByLabel('Expires').selectOption('30');
    await card.getByRole('button', { name: 'Create token' }).click();

    const secret = (await card.locator('code').first().textContent())!.trim();
    expect(secret).toMatch(/^ffpat_/);
    await card.getByText('Read only').waitFor();
    await card.getByText('Never used').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const read = await asTool(secret, '{ me { username } }');
    expect(read.body.data?.me?.username).toBe(USER.username);
    const write = await asTool(secret, 'mutation { resetBookProgress(bookId: "top-100") { id } }');
    expect(write.status).toBe(403);

    await card.getByRole('button', { name: 'Done' }).click();
    expect(await card.getByText(secret).count()).toBe(0); // never shown again
    await page.reload();
    await card.getByText(/Last used/).waitFor();

    await card.getByRole('button', { name: 'Revoke Anki export' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await card.getByText('You have no tokens.').waitFor();
    expect((await asTool(secret, '{ me { username } }')).status).toBe(401);
  });
});
