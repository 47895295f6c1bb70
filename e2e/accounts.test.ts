// Accounts in a real browser, against the real platform (one start for the file) with a real
// SMTP server on loopback and a fake GitHub: register, sign in with and without remember-me
// (what survives a reload, a new page, a new context), the refresh-once auth link, the
// settings tabs (profile, avatar, email verification and change with codes from the mails,
// two-step verification with real TOTP codes, GitHub sign-in and binding, change password,
// danger zone), the password reset from the mail, and the auth pages and every settings tab in
// both languages and both themes (missing-key and overflow checks; axe in two of the four). The delayed
// redirects and sign-outs run on the page's fake clock (page.clock), never on the wall clock.
import { deflateSync } from 'node:zlib';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGithub } from '../server/test/fake-github';
import { startSmtpInbox } from '../server/test/smtp-inbox';
import { axeViolations, sweepRunsAxe } from './support/axe';
import { type AppPage, type Lang, newAppContext, newAppPage, newPage, type Theme } from './support/context';
import { useAppPage, usePlatformAndBrowser } from './support/hooks';
import { missingKeys } from './support/i18n';
import { signInWithForm } from './support/login-form';
import { fillRegistration } from './support/register-form';
import { useResource } from './support/resource';
import { inputError } from './support/ui';
import { at, captured } from '../server/test/at';

const PASSWORD = 'Str0ng!pass';
const ADA = { username: 'ada_l', email: 'ada@example.com' };
let adaPassword = PASSWORD;
let adaEmail = ADA.email;

const inbox = useResource('the SMTP inbox', startSmtpInbox, (started) => started.close());
const github = useResource('the fake GitHub', startFakeGithub, (started) => started.close());
const { platform, browser } = usePlatformAndBrowser(() => ({
  SMTP_URL: inbox.url,
  GITHUB_CLIENT_ID: github.clientId,
  GITHUB_CLIENT_SECRET: github.clientSecret,
  GITHUB_AUTHORIZE_URL: github.authorizeUrl,
  GITHUB_TOKEN_URL: github.tokenUrl,
  GITHUB_API_URL: github.apiUrl,
}));
/** the same server as platform.baseUrl under the host name PUBLIC_URL uses (mail links, GitHub) */
let localBase: string;
beforeAll(() => {
  localBase = platform.baseUrl.replace('127.0.0.1', 'localhost');
});

const userMenu = (page: Page) => page.getByTestId('user-menu');
const signInLink = (page: Page) => page.locator('header a[href="/login"]');

async function storage(page: Page) {
  return page.evaluate(() => ({
    local: localStorage.getItem('accessToken'),
    localRefresh: localStorage.getItem('refreshToken'),
    session: sessionStorage.getItem('accessToken'),
  }));
}

/** the /login form, on this file's platform unless `base` says otherwise */
const signIn = (page: Page, login: string, password: string, { remember = true, base = platform.baseUrl } = {}) =>
  signInWithForm(page, base, login, password, { remember });

/** a new tab of `context` on /about-us, a page that shows whether one is signed in */
async function aboutUsIn(context: BrowserContext): Promise<AppPage> {
  const tab = await newPage(context);
  await tab.goto(`${platform.baseUrl}/about-us`);
  return tab;
}

async function openSettings(page: Page, tab?: 'account' | 'security' | 'logs', base = platform.baseUrl) {
  await page.goto(`${base}/user-setting${tab ? `?tab=${tab}` : ''}`);
  await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
}

function mailsTo(to: string, subject: RegExp) {
  return inbox.mails.filter((m) => m.to.includes(to) && subject.test(m.subject));
}

/** waits for a mail beyond the `seen` first ones and answers it */
async function nextMail(to: string, subject: RegExp, seen: number) {
  await expect.poll(() => mailsTo(to, subject).length, { timeout: 15_000 }).toBeGreaterThan(seen);
  return mailsTo(to, subject).at(-1)!;
}

const CODE_SUBJECT = /verification code/i;
const codeOf = (mail: { subject: string }) => captured(/(\w{6})\s*$/, mail.subject);

/** the error text tied to an input by aria-describedby */
const describedError = (page: Page, label: string | RegExp) =>
  inputError(page.getByLabel(label, { exact: typeof label === 'string' }));

/**
 * Stops the page's (already installed) fake clock: from here on its timers fire only when the
 * test advances it with page.clock.runFor.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** lets a task run in the page (React's passive effects, which start the delayed timers, run in one) */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * On the paused clock, what was shown at the current instant leads to `pathname` after exactly
 * `ms`: not 1 ms before, and once the clock passes it.
 */
async function expectRedirectAfter(page: Page, ms: number, pathname: string) {
  await settle(page);
  await page.clock.runFor(ms - 1);
  await settle(page);
  expect(new URL(page.url()).pathname).not.toBe(pathname);
  await page.clock.runFor(2);
  await page.waitForURL(`**${pathname}`);
}

function totp(secret: string, offsetSteps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** a small PNG (a diagonal indigo-to-pink gradient) for the avatar upload */
function gradientPng(size = 96): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = at(crcTable, (c ^ b) & 0xff) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      rows.set([Math.round(79 + t * 157), Math.round(70 + t * 2), Math.round(229 - t * 76)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('registration', () => {
  it('validates with the spec’s messages, then shows success and goes to /login after 2 s', async () => {
    const { context, page } = await newAppPage(browser);
    await page.clock.install();
    await page.goto(`${platform.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.click();
    expect(await describedError(page, 'Username')).toEqual({ invalid: 'true', text: 'Username is required.' });
    expect((await describedError(page, 'Email')).text).toBe('Email is required.');
    expect((await describedError(page, 'Password')).text).toBe('Password is required.');
    expect((await describedError(page, 'Confirm password')).text).toBe('Confirm password is required.');

    await page.getByLabel('Username').fill('ad');
    await page.getByLabel('Email').fill('ada@');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    expect((await describedError(page, 'Username')).text).toBe('Must be at least 3 characters.');
    expect((await describedError(page, 'Email')).text).toBe('Please enter a valid email address.');
    expect((await describedError(page, 'Password')).text).toBe('Must be at least 8 characters.');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect((await describedError(page, 'Confirm password')).text).toBe('The two passwords do not match.');

    // the password fields block copy and cut, and show or hide the text
    const password = page.getByLabel('Password', { exact: true });
    expect(
      await password.evaluate((input) => {
        const copy = new ClipboardEvent('copy', { bubbles: true, cancelable: true });
        const cut = new ClipboardEvent('cut', { bubbles: true, cancelable: true });
        input.dispatchEvent(copy);
        input.dispatchEvent(cut);
        return [copy.defaultPrevented, cut.defaultPrevented];
      }),
    ).toEqual([true, true]);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByLabel('Username').fill(ADA.username);
    await page.getByLabel('Email').fill(ADA.email);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    const before = mailsTo(ADA.email, CODE_SUBJECT).length;
    await pauseClock(page);
    await submit.click();
    await page.getByText('Your account is ready. Taking you to sign in…').waitFor();
    await expectRedirectAfter(page, 2000, '/login');
    await page.clock.resume();
    // the first verification code goes out with the registration
    await nextMail(ADA.email, CODE_SUBJECT, before);

    // a taken username is reported under its field
    await page.goto(`${platform.baseUrl}/register`);
    await fillRegistration(page, { username: ADA.username, email: 'other@example.com', password: PASSWORD });
    await submit.click();
    await expect
      .poll(async () => (await describedError(page, 'Username')).text)
      .toBe('This username is already taken.');
    expect(page.errors).toEqual([]);
    await context.close();
  });
});

describe('signing in', () => {
  it('shows a failure inline; without remember-me the session lives in this tab only', async () => {
    const { context, page } = await newAppPage(browser);
    await signIn(page, ADA.username, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password, please try again.' }).waitFor();
    expect(page.url()).toContain('/login');

    await signIn(page, ADA.email, PASSWORD, { remember: false });
    await userMenu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard'); // no "from": the dashboard
    expect(await storage(page)).toMatchObject({ local: null, localRefresh: null, session: expect.any(String) });

    await page.reload();
    await userMenu(page).waitFor(); // a reload keeps sessionStorage

    const secondTab = await aboutUsIn(context);
    await signInLink(secondTab).waitFor(); // a new page has its own sessionStorage
    await secondTab.close();

    const other = await newAppContext(browser);
    const otherPage = await aboutUsIn(other);
    await signInLink(otherPage).waitFor();
    await other.close();

    // opening /login signs the current user out first
    await page.goto(`${platform.baseUrl}/login`);
    await signInLink(page).waitFor();
    expect(await storage(page)).toEqual({ local: null, localRefresh: null, session: null });
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('with remember-me keeps the tokens in localStorage (new pages stay signed in, not new contexts) and returns to the page asked for', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/user-setting?tab=logs`);
    await page.waitForURL('**/login');
    await signIn(page, ADA.username, PASSWORD, { remember: true });
    await page.waitForURL('**/user-setting?tab=logs');
    await page.getByRole('tab', { name: 'Activity log', selected: true }).waitFor();
    expect(await storage(page)).toMatchObject({ local: expect.any(String), session: null });

    const secondTab = await aboutUsIn(context);
    await userMenu(secondTab).waitFor();
    await secondTab.close();

    const other = await newAppContext(browser);
    const otherPage = await aboutUsIn(other);
    await signInLink(otherPage).waitFor();
    await other.close();

    // signing in again without remember-me moves the tokens
    await signIn(page, ADA.username, PASSWORD, { remember: false });
    await userMenu(page).waitFor();
    expect(await storage(page)).toMatchObject({ local: null, localRefresh: null, session: expect.any(String) });
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('clears dead stored tokens silently at start-up', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/404`);
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'dead');
      localStorage.setItem('refreshToken', 'dead-too');
    });
    await page.goto(`${platform.baseUrl}/about-us`);
    await signInLink(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about-us'); // no trip to /login
    expect(await storage(page)).toEqual({ local: null, localRefresh: null, session: null });
    expect(await page.getByRole('status').filter({ hasText: 'Checking your session' }).count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('refreshes an expired access token once for concurrent requests, and ends a dead session at /login', async () => {
    const { context, page } = await newAppPage(browser);
    await signIn(page, ADA.username, PASSWORD);
    await userMenu(page).waitFor();
    await openSettings(page);
    await page.getByRole('heading', { name: 'Name' }).waitFor();

    const refreshes: string[] = [];
    const authorized: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (!request.url().endsWith('/graphql')) return;
      if (body.includes('refreshTokens')) refreshes.push(body);
      else authorized.push(request.headers().authorization ?? '');
    });

    // an access token the server refuses; the language switch refetches every query at once
    const { localRefresh: refreshBefore } = await storage(page);
    await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-valid-token'));
    await page.getByLabel('Language').first().selectOption('zhCN');
    await page.getByRole('heading', { name: '账户设置', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '姓名' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toHaveLength(1);
    expect(authorized.filter((a) => a === 'Bearer not-a-valid-token').length).toBeGreaterThanOrEqual(2);
    const { local: accessAfter, localRefresh: refreshAfter } = await storage(page);
    expect(accessAfter).not.toBe('not-a-valid-token');
    expect(refreshAfter).not.toBe(refreshBefore); // rotated
    expect(authorized.filter((a) => a === `Bearer ${accessAfter}`).length).toBeGreaterThanOrEqual(2);
    await page.getByLabel('语言').first().selectOption('en');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();

    // both tokens dead: the session ends, the page is remembered, and signing in returns to it
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'not-a-valid-token');
      localStorage.setItem('refreshToken', 'not-a-valid-refresh-token');
    });
    await page.getByRole('tab', { name: 'Activity log' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await storage(page)).toEqual({ local: null, localRefresh: null, session: null });
    await signIn(page, ADA.username, PASSWORD);
    await page.waitForURL('**/user-setting?tab=logs');
    await page.getByTestId('login-logs').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });
});

describe('settings', () => {
  const { page } = useAppPage(browser);

  beforeAll(async () => {
    await signIn(page, ADA.username, adaPassword);
    await userMenu(page).waitFor();
  });
  // before the page closes (hooks stack)
  afterAll(() => {
    expect(page.errors).toEqual([]);
  });

  it('basic: saves names and profile (save disabled while unchanged), and uploads an avatar', async () => {
    await openSettings(page);
    const nameCard = page.getByRole('region', { name: 'Name' });
    const save = nameCard.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('First name').fill('Ada1');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    expect((await describedError(page, 'First name')).text).toBe('Only letters and spaces are allowed.');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await save.click();
    await page.getByText('Saved successfully.').first().waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);

    const profileCard = page.getByRole('region', { name: 'Profile', exact: true });
    await page.getByLabel('Nickname').fill('ada');
    await page.getByLabel('Position').fill('Front-end engineer');
    await profileCard.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('profile-nickname').innerText()).toBe('ada');
    const side = page.getByRole('complementary', { name: 'Your profile' });
    await side.getByText('Front-end engineer').waitFor();
    await side.getByText('Ada Lovelace').waitFor();
    await userMenu(page).click();
    await page.getByText('Hi, ada').first().waitFor();
    await page.keyboard.press('Escape');

    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await page.getByText('Image size cannot exceed 2MB.').waitFor();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please upload a JPG, PNG, or GIF image.').waitFor();
    const upload = page.getByRole('button', { name: 'Upload' });
    expect(await upload.isDisabled()).toBe(true);
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.getByRole('img', { name: 'Preview of the new avatar' }).waitFor();
    await upload.click();
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the new avatar' }).count()).toBe(0);
    await expect.poll(() => userMenu(page).locator('img').getAttribute('src')).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const src = await userMenu(page).locator('img').getAttribute('src');
    expect((await page.request.get(platform.baseUrl + src)).status()).toBe(200);
  });

  it('account: verifies the email with the mailed code; the cooldown survives a reload', async () => {
    await openSettings(page, 'account');
    const username = page.getByRole('textbox', { name: 'Username' });
    expect(await username.inputValue()).toBe(ADA.username);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    await page.getByText('Not verified').waitFor();
    const seen = mailsTo(ADA.email, CODE_SUBJECT).length;
    await page.getByRole('button', { name: 'Send verification code' }).click();
    // Within 60 s of the registration's code the server refuses a new one (its own
    // cooldown): the page then counts down from the server's figure, and that code stands
    // (said in a note, not as an error).
    const refused = page.getByRole('status').filter({ hasText: 'a moment ago' });
    await expect
      .poll(async () => mailsTo(ADA.email, CODE_SUBJECT).length > seen || (await refused.count()) > 0)
      .toBe(true);
    const mail = mailsTo(ADA.email, CODE_SUBJECT).at(-1)!;
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    const expiresAt = Number(await page.evaluate(() => localStorage.getItem('verificationCodeExpiresAt')));
    expect(expiresAt - Date.now()).toBeGreaterThan(0);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60_000);

    await page.reload();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    const codeField = page.getByLabel('Verification code');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect
      .poll(async () => (await describedError(page, 'Verification code')).text)
      .toBe('The verification code is incorrect or has expired.');
    await codeField.fill(codeOf(mail));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Send verification code|Resend in/ }).count()).toBe(0);
  });

  it('account: changes the email with a code, placing errors by the spec’s rule', async () => {
    await openSettings(page, 'account');
    await page.getByRole('button', { name: 'Change email' }).click();
    const getCode = page.getByRole('button', { name: 'Get code' });
    expect(await getCode.getAttribute('aria-disabled')).toBe('true');
    await getCode.click({ force: true }); // looks disabled, but a click says why
    expect((await describedError(page, 'New email')).text).toBe('New email is required.');

    const newEmail = 'ada.lovelace@example.com';
    await page.getByLabel('New email').fill(newEmail);
    expect(await getCode.getAttribute('aria-disabled')).toBeNull();
    await getCode.click();
    const mail = await nextMail(newEmail, CODE_SUBJECT, 0);
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    expect(Number(await page.evaluate(() => localStorage.getItem('changeEmailCodeExpiresAt')))).toBeGreaterThan(
      Date.now(),
    );

    const submit = page.getByRole('button', { name: 'Save new email' });
    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('Verification code').fill(codeOf(mail));
    await submit.click();
    await expect
      .poll(async () => (await describedError(page, 'Current password')).text)
      .toBe('The current password is incorrect.');
    await page.getByLabel('Current password').fill(adaPassword);
    await page.getByLabel('Verification code').fill('999999');
    await submit.click();
    await expect
      .poll(async () => (await describedError(page, 'Verification code')).text)
      .toBe('The verification code is incorrect or has expired.');
    await page.getByLabel('Verification code').fill(codeOf(mail));
    await submit.click();
    await page.getByText('Your email address has been changed.').waitFor();
    await expect.poll(() => page.getByTestId('account-email').innerText()).toBe(newEmail);
    expect(await submit.count()).toBe(0); // closed
    adaEmail = newEmail;

    // the change-email cooldown is its own, and restored on reload
    await page.reload();
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
  });

  it('security: turns two-step verification on with a real TOTP code, signs in with it, and off again', async () => {
    await openSettings(page, 'security');
    const toggle = page.getByRole('switch', { name: 'Two-step verification' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-step verification' });
    await dialog.getByTestId('two-factor-qr').waitFor();
    expect(await dialog.getByTestId('two-factor-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = await dialog.getByTestId('two-factor-secret').innerText();
    await dialog.getByLabel('Authentication code').fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect
      .poll(async () => (await describedError(page, 'Authentication code')).text)
      .toBe('The code is incorrect. Please try again.');
    await dialog.getByLabel('Authentication code').fill(totp(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('dialog', { name: 'Save your recovery codes' }).getByTestId('recovery-codes');
    await codes.waitFor();
    const recovery = await codes.locator('li').allInnerTexts();
    expect(recovery).toHaveLength(10);
    await page.getByRole('button', { name: 'I saved them' }).click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    // sign out (with confirmation), then the second step asks for a code
    await userMenu(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out?' });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await userMenu(page).isVisible()).toBe(true);
    await userMenu(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await signInLink(page).waitFor();

    await signIn(page, ADA.username, adaPassword);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(async () => (await describedError(page, 'Authentication code')).text)
      .toBe('The code is incorrect. Please try again.');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(at(recovery, 0));
    await page.getByRole('button', { name: 'Verify' }).click();
    await userMenu(page).waitFor();

    await openSettings(page, 'security');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    // turning it off asks for the password and a code (issue #26)
    await toggle.click();
    const off = page.getByRole('alertdialog', { name: 'Turn off two-step verification?' });
    const turnOff = off.getByRole('button', { name: 'Turn off' });
    expect(await turnOff.isDisabled()).toBe(true);
    await off.getByLabel('Current password').fill('wrong-password');
    await off.getByLabel('Authentication or recovery code').fill(at(recovery, 1));
    await turnOff.click();
    await off.getByText('The current password is incorrect.').waitFor();
    await off.getByLabel('Current password').fill(adaPassword);
    await turnOff.click();
    await page.getByText('Two-step verification is off.').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('security: links GitHub by redirect and unlinks it after confirmation', async () => {
    // The GitHub flow comes back to PUBLIC_URL (localhost): sign in there.
    const local = await newAppContext(browser);
    const localPage = await newPage(local);
    await signIn(localPage, ADA.username, adaPassword, { base: localBase });
    await userMenu(localPage).waitFor();
    await openSettings(localPage, 'security', localBase);
    github.setIdentity({
      id: 2002,
      login: 'ada-gh',
      emails: [{ email: 'ada-gh@example.com', primary: true, verified: true }],
    });
    const row = localPage.locator('[data-provider="github"]');
    await row.getByText('Not linked').waitFor();
    await row.getByRole('button', { name: 'Link' }).click();
    await localPage.waitForURL('**/user-setting?tab=security');
    await localPage.getByText('GitHub has been linked to your account.').waitFor();
    await row.getByText('Signed in on GitHub as ada-gh', { exact: false }).waitFor();
    expect(await row.innerText()).toContain('Linked since');

    await row.getByRole('button', { name: 'Unlink' }).click();
    const confirm = localPage.getByRole('alertdialog', { name: 'Unlink GitHub?' });
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await localPage.getByText('GitHub has been unlinked.').waitFor();
    await row.getByText('Not linked').waitFor();

    // a failed binding comes back with a reason
    await localPage.goto(`${localBase}/user-setting?error=bind_failed&reason=linked_to_another_account`);
    await localPage.getByText('This GitHub account is already linked to another account.', { exact: false }).waitFor();
    await localPage.waitForURL('**/user-setting?tab=security');
    expect(localPage.errors).toEqual([]);
    await local.close();
  });

  it('security: reset records asks first (warning dialog)', async () => {
    await openSettings(page, 'security');
    await page.getByRole('button', { name: 'Reset records' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset all learning records?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, reset everything' }).click();
    await page.getByText('Your learning records have been reset.').waitFor();
  });

  it('logs: one row open at a time, with browser, OS, IP and user agent', async () => {
    await openSettings(page, 'logs');
    const list = page.getByTestId('login-logs');
    await list.waitFor();
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px');
    const rows = list.locator(':scope > li > button');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await rows.nth(0).click();
    expect(await rows.nth(0).getAttribute('aria-expanded')).toBe('true');
    const details = await list.locator('dl').innerText();
    for (const label of ['Browser', 'Operating system', 'IP address', 'User agent']) expect(details).toContain(label);
    expect(details).toMatch(/HeadlessChrome|Chrome/);
    await rows.nth(1).click();
    expect(await rows.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await list.locator('dl').count()).toBe(1);
  });

  it('security: changing the password signs out after 1.5 s', async () => {
    await openSettings(page, 'security');
    await page.getByRole('button', { name: 'Change password' }).click();
    const submit = page.getByRole('button', { name: 'Update password' });
    await page.getByLabel('Current password').fill(adaPassword);
    await page.getByLabel('New password', { exact: true }).fill('weakpassword');
    await page.getByLabel('Confirm new password').fill('weakpassword');
    await submit.click();
    expect((await describedError(page, 'New password')).text).toBe(
      'The password must contain a lowercase letter, an uppercase letter, a number and one of @$!%*?&.',
    );
    const next = 'N3w!Password';
    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(next);
    await submit.click();
    await expect
      .poll(async () => (await describedError(page, 'Current password')).text)
      .toBe('The current password is incorrect.');
    await page.getByLabel('Current password').fill(adaPassword);
    await page.clock.install();
    await pauseClock(page);
    await submit.click();
    // once answered, the form is reset and closed, the toast asked for and the sign-out timer
    // started in one go (while the request is out, the button reads "Saving…")
    await expect.poll(() => page.getByLabel('Current password').count()).toBe(0);
    expect(await submit.count()).toBe(0);
    await expectRedirectAfter(page, 1500, '/login');
    await page.clock.resume();
    await page.getByText('Your password has been changed. Please sign in again.').waitFor();
    await signInLink(page).waitFor();
    adaPassword = next;

    await signIn(page, ADA.username, PASSWORD);
    await page.getByText('Invalid username or password, please try again.').waitFor();
    await signIn(page, ADA.username, adaPassword);
    await userMenu(page).waitFor();
  });
});

describe('password reset', () => {
  it('asks for a new link without a token, and resets from the mailed link', async () => {
    const { context, page } = await newAppPage(browser);
    await page.clock.install();
    await page.goto(`${platform.baseUrl}/reset-password`);
    await page.getByText('This reset link is missing its token. Please request a new one.').waitFor();
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');

    await page.goto(`${platform.baseUrl}/forgot-password`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect((await describedError(page, 'Email')).text).toBe('Email is required.');
    await page.getByLabel('Email').fill(adaEmail);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses this address, a reset link is on its way.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Send reset link' }).isDisabled()).toBe(true);

    const mail = await nextMail(adaEmail, /reset/i, 0);
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('R3set!pass');
    await page.getByLabel('Confirm password').fill('R3set!pasS');
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect((await describedError(page, 'Confirm password')).text).toBe('The two passwords do not match.');
    await page.getByLabel('Confirm password').fill('R3set!pass');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset. Taking you to sign in…').waitFor();
    await expectRedirectAfter(page, 3000, '/login');
    await page.clock.resume();
    adaPassword = 'R3set!pass';

    // the link works once
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('An0ther!pass');
    await page.getByLabel('Confirm password').fill('An0ther!pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('This reset link has already been used. Please request a new one.').waitFor();

    await signIn(page, ADA.username, adaPassword, { base: new URL(link).origin });
    await userMenu(page).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });
});

describe('GitHub sign-in', () => {
  it('lands on /auth/callback with a one-time code (never a token), exchanges it, drops it from the address and history', async () => {
    github.setIdentity({
      id: 3003,
      login: 'octo',
      emails: [{ email: 'octo@example.com', primary: true, verified: true }],
    });
    const { context, page } = await newAppPage(browser);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.goto(`${localBase}/login`);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await userMenu(page).waitFor({ timeout: 15_000 });
    const landing = visited.find((url) => url.includes('/auth/callback?code='));
    expect(landing).toBeTruthy();
    // no token in any address the browser went through
    expect(visited.filter((url) => /accessToken|refreshToken|ffpat_/.test(url))).toEqual([]);
    expect(page.url()).not.toContain('code=');
    expect(await storage(page)).toMatchObject({ local: expect.any(String), session: null });
    await page.goBack();
    await page.waitForLoadState();
    expect(page.url()).not.toContain('code=');

    // signed out by the trip back to /login; GitHub signs in to the same account again
    await page.goto(`${localBase}/login`);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await userMenu(page).waitFor({ timeout: 15_000 });

    // an account without a password: the password card says how to get one
    await openSettings(page, 'security', localBase);
    await page.getByText('Your account has no password yet', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Change password' }).count()).toBe(0);

    // with two-step verification on, the GitHub sign-in continues on /login with a code
    await page.getByRole('switch', { name: 'Two-step verification' }).click();
    const secret = await page.getByTestId('two-factor-secret').innerText();
    await page.getByLabel('Authentication code').fill(totp(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I saved them' }).click();
    await userMenu(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByText('GitHub confirmed who you are.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(visited.some((url) => /\/login\?error=two_factor_required&challenge=/.test(url))).toBe(true);
    expect(page.url()).not.toContain('challenge'); // cleaned
    await page.getByLabel('Authentication code').fill(totp(secret, 1)); // the next step: a step is accepted once
    await page.getByRole('button', { name: 'Verify' }).click();
    await userMenu(page).waitFor();
    expect(await storage(page)).toMatchObject({ local: expect.any(String), session: null });

    // a failure comes back with a reason; the URL is cleaned
    await page.goto(`${localBase}/login?error=auth_failed&reason=denied`);
    await page.getByText('The authorization was cancelled on GitHub.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && !url.search);
    // a code already exchanged (single use), or none, goes back to /login with the failure
    for (const spent of [landing!, `${localBase}/auth/callback?accessToken=not-how-it-works`]) {
      await page.goto(spent);
      await page.waitForURL('**/login');
      await page.getByText('GitHub sign-in did not work').waitFor();
    }
    expect(page.errors).toEqual([]);
    await context.close();
  });
});

describe('deleting an account', () => {
  it('keeps the confirm button disabled until the username and password are typed, then signs out', async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/register`);
    await fillRegistration(page, { username: 'leaving_user', email: 'leaving@example.com', password: PASSWORD });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/login', { timeout: 5000 });
    await signIn(page, 'leaving_user', PASSWORD);
    await userMenu(page).waitFor();
    await openSettings(page, 'security');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    const typed = dialog.getByLabel('Type your username leaving_user to confirm');
    await typed.fill('leaving_use');
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill('leaving_user');
    // the password too (issue #26)
    expect(await confirm.isDisabled()).toBe(true);
    const password = dialog.getByLabel('Your password');
    await password.fill('wrong-password');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await dialog.getByText('The current password is incorrect.').waitFor();
    await password.fill(PASSWORD);
    await confirm.click();
    await page.getByText('Your account has been deleted.').waitFor();
    await page.waitForURL('**/login');
    await signInLink(page).waitFor();
    await signIn(page, 'leaving_user', PASSWORD);
    await page.getByText('Invalid username or password, please try again.').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });
});

describe('the auth pages and the settings in both languages and both themes', () => {
  const combos: [Lang, Theme][] = [
    ['en', 'light'],
    ['en', 'dark'],
    ['zhCN', 'light'],
    ['zhCN', 'dark'],
  ];
  const viewports = [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 360, height: 780 },
  ];
  const authPages = [
    { name: 'login', path: '/login', heading: { en: 'Welcome back', zhCN: '欢迎回来' } },
    { name: 'register', path: '/register', heading: { en: 'Create your account', zhCN: '创建你的账号' } },
    {
      name: 'forgot-password',
      path: '/forgot-password',
      heading: { en: 'Forgot your password?', zhCN: '忘记密码了？' },
    },
    {
      name: 'reset-password',
      path: '/reset-password?token=sample',
      heading: { en: 'Choose a new password', zhCN: '设置新密码' },
    },
    {
      name: 'reset-password-missing-token',
      path: '/reset-password',
      heading: { en: 'Choose a new password', zhCN: '设置新密码' },
    },
  ];
  const tabs = [
    { name: 'basic', label: { en: 'Basic info', zhCN: '基本资料' } },
    { name: 'account', label: { en: 'Account', zhCN: '账号' } },
    { name: 'security', label: { en: 'Security', zhCN: '安全' } },
    { name: 'logs', label: { en: 'Activity log', zhCN: '登录记录' } },
  ];

  async function prepare(page: Page, lang: Lang, theme: Theme) {
    await page.evaluate(
      ([l, th]) => {
        localStorage.setItem('language', l);
        localStorage.setItem('theme', th);
      },
      [lang, theme] as const,
    );
  }

  async function check(page: Page, where: string, lang: Lang, theme: Theme) {
    const withAxe = sweepRunsAxe(lang, theme);
    if (withAxe) await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), where).toBe(
      theme === 'dark',
    );
    expect(await page.evaluate(() => document.documentElement.lang), where).toBe(lang === 'en' ? 'en' : 'zh-CN');
    expect(await missingKeys(page), where).toEqual([]);
    if (withAxe) expect(await axeViolations(page), where).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${where}: no horizontal scrolling`).toBeLessThanOrEqual(0);
  }

  it('auth pages', { timeout: 240_000 }, async () => {
    const { context, page } = await newAppPage(browser);
    await page.goto(`${platform.baseUrl}/404`);
    for (const [lang, theme] of combos) {
      await prepare(page, lang, theme);
      for (const viewport of viewports) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const auth of authPages) {
          const where = `${auth.path} ${lang} ${theme} ${viewport.name}`;
          await page.goto(platform.baseUrl + auth.path);
          await page.getByRole('heading', { name: auth.heading[lang], level: 1 }).waitFor();
          if (auth.name === 'login') await page.getByRole('button', { name: /GitHub/ }).waitFor();
          await check(page, where, lang, theme);
        }
        // the messages too
        await page.goto(`${platform.baseUrl}/register`);
        await page.getByRole('button', { name: lang === 'en' ? 'Create account' : '注册' }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        expect(await page.locator('[aria-invalid="true"]').count(), `/register errors ${lang} ${theme}`).toBe(4);
      }
    }
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('settings tabs, the user menu and the two-step dialog', { timeout: 240_000 }, async () => {
    const { context, page } = await newAppPage(browser);
    await signIn(page, ADA.username, adaPassword);
    await userMenu(page).waitFor();
    for (const [lang, theme] of combos) {
      await prepare(page, lang, theme);
      for (const viewport of viewports) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const tab of tabs) {
          const where = `settings ${tab.name} ${lang} ${theme} ${viewport.name}`;
          await page.goto(`${platform.baseUrl}/user-setting${tab.name === 'basic' ? '' : `?tab=${tab.name}`}`);
          await page.getByRole('tab', { name: tab.label[lang], selected: true }).waitFor();
          if (tab.name === 'logs') await page.getByTestId('login-logs').waitFor();
          if (tab.name === 'logs') await page.getByTestId('login-logs').locator('li > button').first().click();
          if (tab.name === 'account') await page.getByTestId('account-email').waitFor();
          await check(page, where, lang, theme);
        }
        if (viewport.name === 'phone' && theme === 'light') {
          // the mobile menu's bottom bar has the account slot too; its menu opens upwards
          await page.getByRole('button', { name: lang === 'en' ? 'Open menu' : '打开菜单' }).click();
          const menu = page.getByRole('dialog');
          await menu.getByTestId('user-menu').click();
          const panel = menu
            .locator('[id] > div')
            .filter({ has: page.getByRole('link', { name: /Settings|账户设置/ }) });
          await panel.waitFor();
          const [panelBox, buttonBox] = [await panel.boundingBox(), await menu.getByTestId('user-menu').boundingBox()];
          expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(buttonBox!.y);
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
        }
        if (viewport.name === 'desktop') {
          await page.goto(`${platform.baseUrl}/user-setting?tab=security`);
          await page.getByRole('switch').click();
          await page.getByRole('dialog').getByTestId('two-factor-qr').waitFor();
          if (sweepRunsAxe(lang, theme))
            expect(await axeViolations(page), `two-factor dialog ${lang} ${theme}`).toEqual([]);
          await page.keyboard.press('Escape');
          await userMenu(page).click();
          await expect
            .poll(() => userMenu(page).getAttribute('aria-expanded'), { message: `user menu ${lang} ${theme}` })
            .toBe('true');
          await page.keyboard.press('Escape');
        }
      }
    }
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
