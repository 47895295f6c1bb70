// Every REST path of the accounts area answers the envelope {code, message, data} with the
// HTTP status it carries; the adapters run the same GraphQL operations as the web app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { GOOD_PASSWORD, client, signUp, uniqueName } from '../../test/client';
import { firstError } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

interface Tokens {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

describe('auth paths', () => {
  it('register (201), login, me, refresh-tokens, logout', async () => {
    const c = client(app);
    const username = uniqueName();
    const email = `${username}@example.test`;
    const registered = await c.rest<{ username: string; role: string }>('POST', '/api/auth/register', {
      username,
      email,
      password: GOOD_PASSWORD,
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ code: 201, message: 'success', data: { username, email, role: 'user' } });

    const missing = await c.rest('POST', '/api/auth/register', { username: uniqueName() });
    expect(missing).toEqual({
      status: 400,
      body: { code: 400, message: 'Email is required.', data: null, messageId: 'input.required' },
    });
    const notJson = await fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', body: '{oops' });
    expect((await notJson.json()).code).toBe(400);

    const login = await c.rest<{ tokens: Tokens; user: { username: string }; twoFactorRequired: boolean }>(
      'POST',
      '/api/auth/login',
      { userNameOrMail: email, password: GOOD_PASSWORD },
    );
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(200);
    expect(login.body.data.user.username).toBe(username);
    expect(login.body.data.twoFactorRequired).toBe(false);
    const { tokens } = login.body.data;
    expect(Object.keys(tokens.access).sort()).toEqual(['expires', 'token']);

    const wrong = await c.rest('POST', '/api/auth/login', { userNameOrMail: email, password: 'wrong-password' });
    expect(wrong).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid username or password, please try again.',
        data: null,
        messageId: 'auth.loginFailed',
      },
    });

    c.setToken(tokens.access.token);
    const me = await c.rest<{ username: string; email: string }>('GET', '/api/auth/me');
    expect(me.body).toMatchObject({ code: 200, data: { username, email } });
    c.setToken(undefined);
    expect(await c.rest('GET', '/api/auth/me')).toEqual({
      status: 401,
      body: { code: 401, message: 'Please sign in first.', data: null, messageId: 'auth.signInFirst' },
    });

    const refreshed = await c.rest<{ tokens: Tokens }>('POST', '/api/auth/refresh-tokens', {
      refreshToken: tokens.refresh.token,
    });
    expect(refreshed.body.code).toBe(200);
    expect(refreshed.body.data.tokens.access.token).toBeTruthy();
    expect(refreshed.body.data.tokens.refresh.token).not.toBe(tokens.refresh.token);
    const reused = await c.rest('POST', '/api/auth/refresh-tokens', { refreshToken: tokens.refresh.token });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe(401);

    const second = await c.rest<{ tokens: Tokens }>('POST', '/api/auth/login', {
      userNameOrMail: username,
      password: GOOD_PASSWORD,
    });
    const out = await c.rest('POST', '/api/auth/logout', { refreshToken: second.body.data.tokens.refresh.token });
    expect(out).toEqual({ status: 200, body: { code: 200, message: 'success', data: true } });
    const unknown = await c.rest('POST', '/api/auth/logout', { refreshToken: 'never-issued' });
    expect(unknown.body.code).toBe(200);
    const after = await client(app, { token: second.body.data.tokens.access.token }).rest('GET', '/api/auth/me');
    expect(after.status).toBe(401);
  });
});

describe('user paths', () => {
  it('profile, change-password, send-verification-code, verify-email, change-email', async () => {
    const user = await signUp(app);
    const c = user.client;

    const names = await c.rest('PUT', '/api/users/profile', { firstName: 'Grace', lastName: 'Hopper' });
    expect(names.body).toMatchObject({ code: 200, data: { firstName: 'Grace', lastName: 'Hopper' } });
    const profile = await c.rest('PUT', '/api/users/profile', { nickName: 'grace', position: 'Admiral' });
    expect(profile.body).toMatchObject({ code: 200, data: { nickName: 'grace', position: 'Admiral' } });
    const bad = await c.rest('PUT', '/api/users/profile', { firstName: 'Grace', lastName: '' });
    expect(bad).toEqual({
      status: 400,
      body: { code: 400, message: 'Last name is required.', data: null, messageId: 'input.required' },
    });

    // The registration mailed a code (kept in the outbox: this server has no SMTP).
    await app.services.mailer.idle();
    const codeMail = await app.prisma.outboxMail.findFirstOrThrow({ where: { to: user.email } });
    const code = /\b(\d{6})\b/.exec(codeMail.text)![1];
    const cooldown = await c.rest('POST', '/api/users/send-verification-code', {});
    expect(cooldown.status).toBe(429);
    expect(cooldown.body.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    const verified = await c.rest('POST', '/api/users/verify-email', { code });
    expect(verified.body).toMatchObject({ code: 200, data: { isVerified: true } });

    const newEmail = `${uniqueName('moved')}@example.test`;
    const sent = await c.rest('POST', '/api/users/send-verification-code', { email: newEmail });
    expect(sent.body).toEqual({ code: 200, message: 'success', data: true });
    await app.services.mailer.idle();
    const changeMail = await app.prisma.outboxMail.findFirstOrThrow({ where: { to: newEmail } });
    const changeCode = /\b(\d{6})\b/.exec(changeMail.text)![1];
    const changed = await c.rest('POST', '/api/users/change-email', {
      currentPassword: user.password,
      newEmail,
      emailCode: changeCode,
    });
    expect(changed.body).toMatchObject({ code: 200, data: { email: newEmail } });

    const weak = await c.rest('POST', '/api/users/change-password', {
      currentPassword: user.password,
      newPassword: 'weakpassword',
      confirmPassword: 'weakpassword',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/must contain a lowercase letter/);
    const ok = await c.rest('POST', '/api/users/change-password', {
      currentPassword: user.password,
      newPassword: 'N3w@password',
      confirmPassword: 'N3w@password',
    });
    expect(ok.body).toEqual({ code: 200, message: 'success', data: true });
  });

  it('every signed-in GraphQL field answers 401 UNAUTHENTICATED without a session', async () => {
    const anonymous = client(app);
    const operations = [
      'query { me { id } }',
      'query { loginLogs { edges { cursor } } }',
      'mutation { sendVerificationCode }',
      'mutation { verifyEmail(code: "123456") { id } }',
      'mutation { changeEmail(input: { currentPassword: "x", newEmail: "a@b.co", emailCode: "123456" }) { id } }',
      'mutation { changePassword(input: { currentPassword: "x", newPassword: "y", confirmPassword: "y" }) }',
      'mutation { updateProfile(input: { nickName: "abc" }) { id } }',
      'mutation { setupTwoFactor { secret } }',
      'mutation { enableTwoFactor(code: "123456") { recoveryCodes } }',
      'mutation { disableTwoFactor(currentPassword: "x") { id } }',
      'mutation { toggleTwoFactor(currentPassword: "x") { id } }',
      'mutation { socialBindUrl(provider: "github") }',
      'mutation { unbindSocial(provider: "github") { id } }',
      'mutation { deleteRecords }',
      'mutation { deleteAccount(confirmUsername: "x", currentPassword: "x") }',
    ];
    for (const operation of operations) {
      const result = await anonymous.gql(operation);
      expect(result.status, operation).toBe(401);
      expect(firstError(result).extensions!.code, operation).toBe('UNAUTHENTICATED');
    }
  });

  it('every signed-in path answers 401 in the envelope without a session', async () => {
    const anonymous = client(app);
    const paths: [string, string][] = [
      ['GET', '/api/auth/me'],
      ['PUT', '/api/users/profile'],
      ['POST', '/api/users/change-password'],
      ['POST', '/api/users/change-email'],
      ['POST', '/api/users/toggle-2fa'],
      ['DELETE', '/api/users/social-auth/github'],
      ['DELETE', '/api/users/records'],
      ['DELETE', '/api/users/account'],
      ['POST', '/api/users/send-verification-code'],
      ['POST', '/api/users/verify-email'],
      ['GET', '/api/logs/login'],
    ];
    for (const [method, path] of paths) {
      const body = method === 'GET' ? undefined : {};
      const result = await anonymous.rest(method, path, body);
      expect(result.status, `${method} ${path}`).toBe(401);
      expect(result.body).toEqual({
        code: 401,
        message: 'Please sign in first.',
        data: null,
        messageId: 'auth.signInFirst',
      });
    }
  });
});
