// Forgotten password over real SMTP: the mail arrives at a loopback SMTP server, its link works
// once, expires, never reveals whether an address exists, and ends every session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { LOGIN, type LoginData, client, signUp } from '../../test/client';
import { at, firstError } from '../../test/at';

const FORGOT = 'mutation ($email: String!) { forgotPassword(email: $email) }';
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }';

let app: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestServer({ seeded: false, accounts: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

function tokenFrom(text: string): { link: string; token: string } {
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return { link, token: new URL(link).searchParams.get('token')! };
}

describe('forgot and reset password', () => {
  it('mails a single-use link over SMTP that sets a new password and signs out everywhere', async () => {
    const user = await signUp(app);
    const c = client(app, { locale: 'en' });
    const asked = await c.gql(FORGOT, { email: user.email.toUpperCase() });
    expect(asked).toMatchObject({ data: { forgotPassword: true }, status: 200 });

    const mail = await inbox.waitFor(user.email, /Reset your password/);
    expect(mail.subject).toBe('[Frontend Forge] Reset your password');
    expect(mail.text).toContain('expires in 1 hour');
    const { link, token } = tokenFrom(mail.text);
    expect(link.startsWith(`${app.baseUrl}/reset-password?token=`)).toBe(true);
    expect(mail.html).toContain('reset-password?token=');
    // stored hashed, never as sent
    const rows = await app.prisma.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(at(rows, 0).tokenHash).not.toContain(token);
    const expiresIn = at(rows, 0).expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    // and recorded in the outbox as sent
    await app.services.mailer.idle();
    const outbox = await app.prisma.outboxMail.findFirstOrThrow({
      where: { to: user.email, subject: { contains: 'Reset' } },
    });
    expect(outbox.sentAt).not.toBeNull();

    const reset = await client(app).gql(RESET, { input: { token, password: 'brand-new-pass' } });
    expect(reset).toMatchObject({ data: { resetPassword: true }, status: 200 });
    // every session ended
    expect((await user.client.gql('query { me { id } }')).status).toBe(401);
    // the old password no longer works, the new one does
    const old = await client(app).gql(LOGIN, { input: { userNameOrMail: user.username, password: user.password } });
    expect(old.status).toBe(200);
    expect(old.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fresh = await client(app).gql<LoginData>(LOGIN, {
      input: { userNameOrMail: user.username, password: 'brand-new-pass' },
    });
    expect(fresh.errors).toBeUndefined();
    // used once
    const again = await client(app).gql(RESET, { input: { token, password: 'another-pass-1' } });
    expect(again.status).toBe(400);
    expect(firstError(again).message).toBe('This reset link has already been used. Please request a new one.');
    // a security notice followed
    await inbox.waitFor(user.email, /Security notice/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = inbox.mails.length;
    const result = await client(app).gql(FORGOT, { email: 'nobody-at-all@example.test' });
    expect(result).toMatchObject({ data: { forgotPassword: true }, status: 200 });
    await app.services.mailer.idle();
    expect(inbox.mails.length).toBe(before);
    expect(await app.prisma.outboxMail.count({ where: { to: 'nobody-at-all@example.test' } })).toBe(0);
  });

  it('refuses an expired link, an unknown link and bad input', async () => {
    const user = await signUp(app);
    await client(app).gql(FORGOT, { email: user.email });
    const { token } = tokenFrom((await inbox.waitFor(user.email, /Reset your password/)).text);
    await app.prisma.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await client(app).gql(RESET, { input: { token, password: 'brand-new-pass' } });
    expect(expired.status).toBe(400);
    expect(firstError(expired).message).toBe('This reset link has expired. Please request a new one.');

    const unknown = await client(app).gql(RESET, { input: { token: 'x'.repeat(43), password: 'brand-new-pass' } });
    expect(firstError(unknown).message).toBe('This reset link is not valid. Please request a new one.');
    const missing = await client(app).gql(RESET, { input: { token: '', password: 'brand-new-pass' } });
    expect(firstError(missing).message).toBe('The reset link is missing its token. Please request a new one.');
    const short = await client(app).gql(RESET, { input: { token, password: 'short' } });
    expect(firstError(short).message).toBe('Must be at least 8 characters.');
    const badEmail = await client(app).gql(FORGOT, { email: 'nope' });
    expect(firstError(badEmail).message).toBe('Please enter a valid email address.');
  });

  it('only the newest link works', async () => {
    const user = await signUp(app);
    await client(app).gql(FORGOT, { email: user.email });
    await app.services.mailer.idle();
    await client(app).gql(FORGOT, { email: user.email });
    await app.services.mailer.idle();
    const links = inbox.mails
      .filter((m) => m.to.includes(user.email) && /Reset/.test(m.subject))
      .map((m) => tokenFrom(m.text).token);
    expect(links).toHaveLength(2);
    expect((await client(app).gql(RESET, { input: { token: links[0], password: 'brand-new-pass' } })).status).toBe(400);
    expect((await client(app).gql(RESET, { input: { token: links[1], password: 'brand-new-pass' } })).status).toBe(200);
  });

  it('writes the mail in the language of the request, or in both', async () => {
    const user = await signUp(app);
    await client(app, { locale: 'zhCN' }).gql(FORGOT, { email: user.email });
    const zh = await inbox.waitFor(user.email, /重置密码/);
    expect(zh.text).toContain('1 小时后失效');
    expect(zh.text).not.toContain('expires in 1 hour');

    const other = await signUp(app);
    await client(app, { locale: null }).gql(FORGOT, { email: other.email });
    const both = await inbox.waitFor(other.email, /Reset/);
    expect(both.subject).toBe('[Frontend Forge] Reset your password / 重置密码');
    expect(both.text).toContain('expires in 1 hour');
    expect(both.text).toContain('1 小时后失效');
  });

  it('works over REST too', async () => {
    const user = await signUp(app);
    const asked = await client(app).rest('POST', '/api/auth/forgot-password', { email: user.email });
    expect(asked).toEqual({ status: 200, body: { code: 200, message: 'success', data: true } });
    const { token } = tokenFrom((await inbox.waitFor(user.email, /Reset/)).text);
    const reset = await client(app).rest('POST', '/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(reset).toEqual({ status: 200, body: { code: 200, message: 'success', data: true } });
    const reused = await client(app).rest('POST', '/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(reused).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'This reset link has already been used. Please request a new one.',
        data: null,
        messageId: 'reset.used',
      },
    });
  });
});

describe('without SMTP', () => {
  it('keeps the mail in the outbox (and the log) so a local user can still reset', async () => {
    const local = await startTestServer({ seeded: false });
    try {
      const user = await signUp(local);
      await client(local).gql(FORGOT, { email: user.email });
      await local.services.mailer.idle();
      const kept = await local.prisma.outboxMail.findFirstOrThrow({
        where: { to: user.email, subject: { contains: 'Reset' } },
      });
      expect(kept.sentAt).toBeNull();
      expect(kept.error).toBeNull();
      const { token } = tokenFrom(kept.text);
      expect((await client(local).gql(RESET, { input: { token, password: 'brand-new-pass' } })).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});
