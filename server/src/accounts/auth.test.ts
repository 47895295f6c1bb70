// Registration, sign-in, sessions (rotation, reuse, revocation), 401 semantics, lockout, rate
// limits and roles: real HTTP against a real server and database.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { GOOD_PASSWORD, LOGIN, type LoginData, client, signUp, uniqueName } from '../../test/client';
import { signToken } from './tokens';
import { firstError } from '../../test/at';

const REGISTER =
  'mutation ($input: RegisterInput!) { register(input: $input) { id username email role isVerified hasPassword } }';
const REFRESH =
  'mutation ($t: String!) { refreshTokens(refreshToken: $t) { access { token expires } refresh { token expires } } }';
const ME = 'query { me { id username role } }';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    seeded: false,
    rateLimits: { registerIp: { points: 3, duration: 3600 }, loginIp: { points: 12, duration: 900 } },
    accounts: { adminEmails: ['boss@example.test'] },
  });
});
afterAll(() => app?.close());

describe('register', () => {
  it('creates an unverified user with role user, and refuses a taken username or email', async () => {
    const c = client(app);
    const username = uniqueName();
    const input = { username, email: `${username}@Example.test`, password: 'password1' };
    const created = await c.gql<{ register: Record<string, unknown> }>(REGISTER, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data!.register).toMatchObject({
      username,
      email: `${username}@example.test`,
      role: 'user',
      isVerified: false,
      hasPassword: true,
    });
    const row = await app.prisma.user.findUniqueOrThrow({ where: { username } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await client(app).gql(REGISTER, {
      input: { ...input, email: 'other@example.test', username: username.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(firstError(again)).toMatchObject({
      message: 'This username is already taken.',
      extensions: { code: 'CONFLICT' },
    });
    const sameEmail = await client(app).gql(REGISTER, { input: { ...input, username: uniqueName() } });
    expect(firstError(sameEmail).message).toBe('This email is already registered.');
  });

  it("answers the spec's messages for bad input, as 400, never 500", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ username: '', email: 'a@b.co', password: 'password1' }, 'Username is required.'],
      [{ username: 'ab', email: 'a@b.co', password: 'password1' }, 'Must be at least 3 characters.'],
      [
        { username: 'has space', email: 'a@b.co', password: 'password1' },
        'Only letters, numbers, underscores and hyphens are allowed.',
      ],
      [{ username: 'abcd', email: '', password: 'password1' }, 'Email is required.'],
      [{ username: 'abcd', email: 'not-an-email', password: 'password1' }, 'Please enter a valid email address.'],
      [{ username: 'abcd', email: 'a@b.co', password: '' }, 'Password is required.'],
      [{ username: 'abcd', email: 'a@b.co', password: 'short' }, 'Must be at least 8 characters.'],
    ];
    for (const [input, message] of cases) {
      const result = await client(app).gql(REGISTER, { input });
      expect(result.status, message).toBe(400);
      expect(firstError(result).message).toBe(message);
      expect(firstError(result).extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it('limits registrations per address (429 with when to retry), in GraphQL and REST', async () => {
    const c = client(app);
    for (let i = 0; i < 3; i++) {
      const name = uniqueName();
      const ok = await c.gql(REGISTER, {
        input: { username: name, email: `${name}@example.test`, password: 'password1' },
      });
      expect(ok.errors).toBeUndefined();
    }
    const name = uniqueName();
    const limited = await c.gql(REGISTER, {
      input: { username: name, email: `${name}@example.test`, password: 'password1' },
    });
    expect(limited.status).toBe(429);
    expect(firstError(limited).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(firstError(limited).extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const rest = await c.rest('POST', '/api/auth/register', {
      username: name,
      email: `${name}@example.test`,
      password: 'password1',
    });
    expect(rest.status).toBe(429);
    expect(rest.body.code).toBe(429);
    expect(rest.body.message).toMatch(/try again in/);
  });
});

describe('login, me, refresh, logout', () => {
  it('signs in with username or email and answers tokens and the user', async () => {
    const { username, email, password } = await signUp(app);
    for (const id of [username, email.toUpperCase(), username.toUpperCase()]) {
      const result = await client(app).gql<LoginData>(LOGIN, { input: { userNameOrMail: id, password } });
      expect(result.errors, id).toBeUndefined();
      const { tokens, user, twoFactorRequired } = result.data!.login;
      expect(twoFactorRequired).toBe(false);
      expect(user!.username).toBe(username);
      const accessLife = new Date(tokens!.access.expires).getTime() - Date.now();
      expect(accessLife).toBeGreaterThan(14 * 60_000);
      expect(accessLife).toBeLessThanOrEqual(15 * 60_000);
    }
  });

  it('refuses a wrong password or unknown user with the same message and code, as HTTP 200 (an expected outcome, not a failed load)', async () => {
    const { username } = await signUp(app);
    for (const input of [
      { userNameOrMail: username, password: 'wrong-password' },
      { userNameOrMail: 'nobody_here', password: 'wrong-password' },
    ]) {
      const result = await client(app).gql(LOGIN, { input });
      expect(result.status).toBe(200);
      expect(firstError(result).message).toBe('Invalid username or password, please try again.');
      expect(firstError(result).extensions?.code).toBe('BAD_USER_INPUT');
    }
    const empty = await client(app).gql(LOGIN, { input: { userNameOrMail: ' ', password: 'x' } });
    expect(firstError(empty).message).toBe('Username or email is required.');
  });

  it('remember-me decides the refresh lifetime: 30 days on, 1 day off', async () => {
    const { username, password } = await signUp(app);
    const day = 24 * 3600_000;
    for (const [rememberMe, days] of [
      [true, 30],
      [false, 1],
    ] as const) {
      const r = await client(app).gql<LoginData>(LOGIN, { input: { userNameOrMail: username, password, rememberMe } });
      const life = new Date(r.data!.login.tokens!.refresh.expires).getTime() - Date.now();
      expect(Math.round(life / day)).toBe(days);
    }
  });

  it('me needs a session: 401 without a token; a bad, expired or revoked token is 401 on any request', async () => {
    const user = await signUp(app);
    const me = await user.client.gql<{ me: { username: string } }>(ME);
    expect(me.data!.me.username).toBe(user.username);

    const anonymous = await client(app).gql(ME);
    expect(anonymous.status).toBe(401);
    expect(firstError(anonymous).extensions!.code).toBe('UNAUTHENTICATED');
    // A public field works anonymously…
    expect((await client(app).gql('query { authProviders }')).status).toBe(200);
    // …but a present, invalid token answers 401 even there, so the client refreshes and retries.
    const garbage = await client(app, { token: 'not.a.jwt' }).gql('query { authProviders }');
    expect(garbage.status).toBe(401);
    const keys = app.services.accounts.deps.keys;
    const expired = await signToken(keys, 'access', user.id, { sid: 'whatever' }, -10);
    const expiredResult = await client(app, { token: expired.token }).gql('query { authProviders }');
    expect(expiredResult.status).toBe(401);
    expect(firstError(expiredResult).message).toBe('Your session has expired. Please sign in again.');
    // a token of another kind (a 2FA challenge) is not an access token
    const challenge = await signToken(keys, '2fa-challenge', user.id, {}, 60);
    expect((await client(app, { token: challenge.token }).gql(ME)).status).toBe(401);

    const logout = await client(app).gql('mutation ($t: String!) { logout(refreshToken: $t) }', {
      t: user.tokens.refresh.token,
    });
    expect(logout.data).toEqual({ logout: true });
    const revoked = await user.client.gql(ME);
    expect(revoked.status).toBe(401);
    expect(firstError(revoked).message).toBe('Your session has ended. Please sign in again.');
    const restRevoked = await user.client.rest('GET', '/api/auth/me');
    expect(restRevoked).toEqual({
      status: 401,
      body: {
        code: 401,
        message: 'Your session has ended. Please sign in again.',
        data: null,
        messageId: 'session.endedSignIn',
      },
    });
    // and the refresh token is dead too
    expect((await client(app).gql(REFRESH, { t: user.tokens.refresh.token })).status).toBe(401);
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole family', async () => {
    const user = await signUp(app);
    const first = user.tokens.refresh.token;
    const r1 = await client(app).gql<{ refreshTokens: { access: { token: string }; refresh: { token: string } } }>(
      REFRESH,
      { t: first },
    );
    expect(r1.errors).toBeUndefined();
    const second = r1.data!.refreshTokens.refresh.token;
    expect(second).not.toBe(first);
    const access2 = r1.data!.refreshTokens.access.token;
    expect((await client(app, { token: access2 }).gql(ME)).status).toBe(200);

    const stored = await app.prisma.session.findMany({ where: { userId: user.id } });
    expect(stored.map((s) => s.tokenHash)).not.toContain(first);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);

    // the old token again: reuse → the family is revoked
    const reuse = await client(app).gql(REFRESH, { t: first });
    expect(reuse.status).toBe(401);
    expect((await client(app).gql(REFRESH, { t: second })).status).toBe(401);
    expect((await client(app, { token: access2 }).gql(ME)).status).toBe(401);
    expect((await user.client.gql(ME)).status).toBe(401);

    // another sign-in of the same user is another family and is untouched
    const other = await client(app).gql<LoginData>(LOGIN, {
      input: { userNameOrMail: user.username, password: user.password },
    });
    expect((await client(app, { token: other.data!.login.tokens!.access.token }).gql(ME)).status).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const user = await signUp(app);
    await app.prisma.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const result = await client(app).gql(REFRESH, { t: user.tokens.refresh.token });
    expect(result.status).toBe(401);
    expect(firstError(result).message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('brute force', () => {
  it('locks an account for 15 minutes after 5 consecutive failures, even for the right password', async () => {
    const user = await signUp(app);
    const attempt = (password: string) =>
      client(app).gql<LoginData>(LOGIN, { input: { userNameOrMail: user.username, password } });
    for (let i = 0; i < 4; i++) {
      expect(firstError(await attempt('wrong-password')).message).toBe(
        'Invalid username or password, please try again.',
      );
    }
    const fifth = await attempt('wrong-password');
    expect(fifth.status).toBe(429);
    expect(firstError(fifth).message).toMatch(/locked for 15 minutes\. Please try again in 15 minutes\.$/);
    expect(firstError(fifth).extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'ACCOUNT_LOCKED' });
    const right = await attempt(user.password);
    expect(right.status).toBe(429);
    expect(firstError(right).message).toMatch(/locked/);

    // time passes (the lock's end moved into the past)
    await app.prisma.user.update({ where: { id: user.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await attempt(user.password)).errors).toBeUndefined();
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('a success in between resets the count', async () => {
    const user = await signUp(app);
    const attempt = (password: string) =>
      client(app).gql(LOGIN, { input: { userNameOrMail: user.username, password } });
    for (let i = 0; i < 4; i++) await attempt('wrong-password');
    expect((await attempt(user.password)).errors).toBeUndefined();
    for (let i = 0; i < 4; i++)
      expect(firstError(await attempt('wrong-password')).extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('limits sign-in attempts per address', async () => {
    const c = client(app);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      statuses.push((await c.gql(LOGIN, { input: { userNameOrMail: `ghost${i}`, password: 'password1' } })).status);
    }
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true); // refused sign-ins: expected outcomes
    expect(statuses[12]).toBe(429);
  });
});

describe('roles', () => {
  it('an admin-only field refuses users (403) and anonymous visitors (401)', async () => {
    const user = await signUp(app);
    const asUser = await user.client.gql('query { accountStats { users } }');
    expect(asUser.status).toBe(403);
    expect(firstError(asUser).extensions!.code).toBe('FORBIDDEN');
    expect((await client(app).gql('query { accountStats { users } }')).status).toBe(401);
  });

  it('npm run user:role makes an admin, who can then read the admin-only field', async () => {
    const user = await signUp(app);
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    // Asynchronously: the server runs in this process and must keep serving (a blocked event loop
    // lets its keep-alive timer close the client's pooled connection as the next fetch reuses it).
    const userRole = (role: string) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['node_modules/.bin/tsx', 'scripts/user-role.ts', user.username, role],
          { cwd: root, env: { ...process.env, DATABASE_URL: app.databaseUrl }, encoding: 'utf8', timeout: 60_000 },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const run = await userRole('admin');
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`${user.username}: user → admin`);
    const stats = await user.client.gql<{ accountStats: { users: number; admins: number } }>(
      'query { accountStats { users admins activeSessions } }',
    );
    expect(stats.errors).toBeUndefined();
    expect(stats.data!.accountStats.admins).toBeGreaterThanOrEqual(1);

    const bad = await userRole('king');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Unknown role "king"');
  });

  it('ADMIN_EMAILS promotes a user once the listed address is verified', async () => {
    const c = client(app);
    const username = uniqueName();
    await c.gql(REGISTER, { input: { username, email: 'boss@example.test', password: GOOD_PASSWORD } });
    const login = () =>
      client(app).gql<LoginData>(LOGIN, { input: { userNameOrMail: username, password: GOOD_PASSWORD } });
    // unverified: anyone could have typed the address
    expect((await login()).data!.login.user!.role).toBe('user');
    await app.prisma.user.update({ where: { username }, data: { isVerified: true } });
    expect((await login()).data!.login.user!.role).toBe('admin');
  });
});
